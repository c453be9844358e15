import type { Contract } from '@contract/contracts'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { type ChoiceTarget, choicesQuery } from '@/lib/choices'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'

/** A master's record named by its id, from the choices the form uses too (one cache). */
function useNameOf(target: ChoiceTarget, id: number | null) {
  const choices = useQuery({ ...choicesQuery(target), enabled: id !== null })
  if (id === null) return null
  return choices.data?.find((choice) => choice.id === id)?.label ?? '…'
}

/**
 * The terms the contract form asks beyond the detail's facts (how it is filed, term, money,
 * rights, credit), read-only, only those filled in: for the detail dialog to show under its facts.
 */
export function ContractTermsSummary({ contract }: { contract: Contract }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: contract.currency_code, minor_units: contract.minor_units })
  const day = (value: string) => formatDate(value, i18n.language)
  const yes = t('contracts.summary.yes')
  const facts: [string, string | null][] = [
    [t('contracts.fields.contractProject'), useNameOf('contractproject', contract.contract_project_id)],
    [t('contracts.fields.company'), useNameOf('company', contract.company_id)],
    [t('contracts.fields.category'), useNameOf('contractcategory', contract.contractcategory_id)],
    [t('contracts.fields.subcategory'), useNameOf('contractsubcategory', contract.contractsubcategory_id)],
    [t('contracts.fields.platform'), useNameOf('platform', contract.platform_id)],
    [t('contracts.fields.language'), useNameOf('language', contract.language_id)],
    [t('contracts.fields.showType'), useNameOf('showtype', contract.showtype_id)],
    [t('contracts.fields.statusStep'), useNameOf('contractstatus', contract.contract_status_id)],
    [t('contracts.fields.gstin'), contract.counterparty_gstin],
    [t('contracts.fields.lockInUntil'), contract.lock_in_until && day(contract.lock_in_until)],
    [t('contracts.fields.noticeDays'), contract.notice_days === null ? null : String(contract.notice_days)],
    [t('contracts.fields.exclusive'), contract.exclusive ? yes : null],
    [t('contracts.fields.deliverables'), contract.deliverables],
    [
      t('contracts.fields.guaranteedUnits'),
      contract.guaranteed_units === null ? null : String(contract.guaranteed_units),
    ],
    [
      t('contracts.summary.overtimeRate'),
      contract.overtime_rate === null ? null : money(contract.overtime_rate),
    ],
    [t('contracts.summary.kitRental'), contract.kit_rental === null ? null : money(contract.kit_rental)],
    [t('contracts.summary.perDiem'), contract.per_diem === null ? null : money(contract.per_diem)],
    [t('contracts.fields.travelAndStay'), contract.travel_and_stay],
    [t('contracts.fields.tds'), useNameOf('tds', contract.tds_id)],
    [
      t('contracts.fields.rightsMedia'),
      contract.rights_media
        .map((medium) => t(`contracts.rightsMedia.${medium}`, { defaultValue: medium }))
        .join(', ') || null,
    ],
    [t('contracts.fields.rightsTerritory'), contract.rights_territory],
    [t('contracts.fields.rightsLanguages'), contract.rights_languages],
    [
      t('contracts.summary.rightsPeriod'),
      contract.rights_from || contract.rights_to
        ? `${contract.rights_from ? day(contract.rights_from) : '…'} – ${contract.rights_to ? day(contract.rights_to) : '…'}`
        : null,
    ],
    [t('contracts.fields.rightsExclusive'), contract.rights_exclusive ? yes : null],
    [t('contracts.fields.screenCredit'), contract.screen_credit],
  ]
  const shown = facts.filter((fact): fact is [string, string] => Boolean(fact[1]))
  if (shown.length === 0) return null
  return (
    <section aria-labelledby={`contract-terms-${contract.contract_id}`}>
      <h3 id={`contract-terms-${contract.contract_id}`} className="mb-2 font-semibold text-ink">
        {t('contracts.summary.title')}
      </h3>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {shown.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="whitespace-pre-line text-right">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
