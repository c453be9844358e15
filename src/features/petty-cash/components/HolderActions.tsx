import type { Holder } from '@contract/spend/petty-cash'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'

/** A holder row's actions: short words on the buttons, names that say whose row they act on. */
export function HolderActions({
  holder,
  mayRequest,
  accounts,
  onRequest,
  onOpenFloat,
  onEdit,
}: {
  holder: Holder
  mayRequest: boolean
  accounts: boolean
  onRequest: () => void
  onOpenFloat: (floatId: number) => void
  onEdit: () => void
}) {
  const { t } = useTranslation()
  const name = holder.user_name
  const openFloat = holder.open_float_id
  return (
    <span className="flex gap-2">
      {mayRequest && holder.active ? (
        <Button
          size="sm"
          className="whitespace-nowrap"
          variant="secondary"
          aria-label={t(
            openFloat === null ? 'pettyCash.holders.requestFloat' : 'pettyCash.holders.requestTopUp',
            { name },
          )}
          onClick={onRequest}
        >
          {t(
            openFloat === null
              ? 'pettyCash.holders.requestFloatShort'
              : 'pettyCash.holders.requestTopUpShort',
          )}
        </Button>
      ) : null}
      {openFloat !== null ? (
        <Button
          size="sm"
          className="whitespace-nowrap"
          variant="ghost"
          aria-label={t('pettyCash.holders.openFloat', { name })}
          onClick={() => onOpenFloat(openFloat)}
        >
          {t('pettyCash.holders.openFloatShort')}
        </Button>
      ) : null}
      {accounts ? (
        <Button
          size="sm"
          className="whitespace-nowrap"
          variant="ghost"
          aria-label={t('pettyCash.holders.edit', { name })}
          onClick={onEdit}
        >
          {t('pettyCash.holders.editShort')}
        </Button>
      ) : null}
    </span>
  )
}
