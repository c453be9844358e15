import type { BudgetLog } from '@contract/budget'
import { parseMoney } from '@contract/masters/fields'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { type BudgetCurrency, useDateTime, useMoney } from '@/lib/money'
import { budgetLogsQuery } from '../api'
import { fieldName } from './field-names'

const MONEY_FIELDS = new Set(['rate', 'amount'])

/** Who changed what on a line, and when: one row per changed field. */
export function LineChangeLog({ lineId, currency }: { lineId: number; currency: BudgetCurrency }) {
  const { t } = useTranslation()
  const logs = useQuery(budgetLogsQuery(lineId))
  const money = useMoney(currency)
  const dateTime = useDateTime()

  const shown = (entry: BudgetLog, value: string | null) => {
    if (value === null || value === '') return '—'
    // The API writes money as decimal text ("95000.00") and flags as Yes / No.
    const units =
      entry.field && MONEY_FIELDS.has(entry.field) ? parseMoney(value, currency.minor_units) : null
    if (units !== null) return money(units)
    if (value === 'Yes' || value === 'No') return t(value === 'Yes' ? 'budget.yes' : 'budget.no')
    return value
  }
  const what = (entry: BudgetLog) =>
    entry.field ? fieldName(entry.field, t) : t(`budget.log.actions.${entry.action}`)

  return (
    <section aria-labelledby={`log-${lineId}`} className="mt-6 border-t border-line pt-4">
      <h3 id={`log-${lineId}`} className="mb-2 text-sm font-semibold text-ink">
        {t('budget.log.title')}
      </h3>
      {logs.isPending ? (
        <Spinner className="size-5" label={t('budget.log.loading')} />
      ) : logs.isError ? (
        <div className="flex items-center gap-3 text-sm text-ink-muted">
          {t('budget.log.failed')}
          <Button size="sm" variant="secondary" icon="refresh" onClick={() => void logs.refetch()}>
            {t('budget.retry')}
          </Button>
        </div>
      ) : logs.data.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('budget.log.empty')}</p>
      ) : (
        <div className="max-h-64 overflow-y-auto rounded-control border border-line">
          <PlainTable
            caption={t('budget.log.title')}
            stickyHeader
            columns={[
              { key: 'at', header: t('budget.log.when') },
              { key: 'who', header: t('budget.log.who') },
              { key: 'field', header: t('budget.log.field') },
              { key: 'change', header: t('budget.log.change') },
            ]}
          >
            {logs.data.map((entry) => (
              <tr key={entry.log_id} className={plainRow}>
                <td className={`${plainCell()} whitespace-nowrap`}>{dateTime(entry.at)}</td>
                <td className={plainCell()}>{entry.user_name ?? t('budget.log.someone')}</td>
                <td className={plainCell()}>{what(entry)}</td>
                <td className={plainCell()}>
                  {entry.field ? (
                    <>
                      <span className="text-ink-muted line-through decoration-ink-muted/50">
                        {shown(entry, entry.before)}
                      </span>
                      <span aria-hidden="true"> → </span>
                      <span className="sr-only"> {t('budget.log.becomes')} </span>
                      <span className="font-medium">{shown(entry, entry.after)}</span>
                    </>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </PlainTable>
        </div>
      )}
    </section>
  )
}
