import type { BudgetLine } from '@contract/budget'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { fieldName } from './field-names'
import type { ChoiceLabels } from './LineFormFields'
import { changedFields, formValuesOf, type LineField, type LineFormValues, lineAmountOf } from './line-form'

type Props = {
  /** The line as the user started editing it. */
  base: BudgetLine
  /** The line as it is saved now, after someone else's change. */
  latest: BudgetLine
  /** The form: the saved line with this user's changes on top. */
  values: LineFormValues
  labels: ChoiceLabels
  currency: BudgetCurrency
  busy: boolean
  onApply: () => void
  onDiscard: () => void
}

/**
 * Someone saved the line while this user was editing it: their values are shown beside the
 * user's (which are kept), and the user chooses to apply theirs on top or start from the latest.
 */
export function LineConflict({ base, latest, values, labels, currency, busy, onApply, onDiscard }: Props) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const baseValues = formValuesOf(base, currency.minor_units)
  const latestValues = formValuesOf(latest, currency.minor_units)
  const mine = changedFields(latestValues, values)
  const theirs = changedFields(baseValues, latestValues)
  const fields = [...new Set<LineField>([...mine, ...theirs])]
  // The amount each side comes to: the saved line's own, and the saved line with these changes.
  const amountChanges = mine.includes('quantity') || mine.includes('rate')
  const myAmount = lineAmountOf(values, currency.minor_units)

  const savedText = (field: LineField): string => {
    if (field === 'category_id') return latest.category_name ?? '—'
    if (field === 'sub_category_id') return latest.sub_category_name ?? '—'
    if (field === 'city_id') return latest.city_name ?? '—'
    return display(field, latestValues)
  }
  const mineText = (field: LineField): string => {
    if (field === 'category_id') return labels.category ?? '—'
    if (field === 'sub_category_id') return labels.subCategory ?? '—'
    if (field === 'city_id') return labels.city ?? '—'
    return display(field, values)
  }
  const display = (field: LineField, from: LineFormValues): string => {
    const value = from[field]
    if (typeof value === 'boolean') return t(value ? 'budget.yes' : 'budget.no')
    return value === null || value === '' ? '—' : String(value)
  }

  return (
    <div className="mb-4 space-y-3">
      <Alert tone="warning" title={t('budget.conflict.title')}>
        {t('budget.conflict.body', { name: latest.updated_by_name ?? t('budget.log.someone') })}
      </Alert>
      <div className="overflow-x-auto rounded-control border border-line">
        <PlainTable
          caption={t('budget.conflict.caption')}
          columns={[
            { key: 'field', header: t('budget.log.field') },
            { key: 'saved', header: t('budget.conflict.saved') },
            { key: 'mine', header: t('budget.conflict.mine') },
          ]}
        >
          {fields.map((field) => (
            <tr key={field} className={plainRow}>
              <th scope="row" className={`${plainCell()} font-medium`}>
                {fieldName(field, t)}
              </th>
              <td className={plainCell()}>{savedText(field)}</td>
              <td className={`${plainCell()} ${mine.includes(field) ? 'font-semibold' : 'text-ink-muted'}`}>
                {mine.includes(field) ? mineText(field) : t('budget.conflict.unchanged')}
              </td>
            </tr>
          ))}
          <tr className={plainRow}>
            <th scope="row" className={`${plainCell()} font-medium`}>
              {t('budget.fields.amount')}
            </th>
            <td className={`${plainCell()} tabular-nums`}>{money(latest.amount)}</td>
            <td
              className={`${plainCell()} tabular-nums ${amountChanges ? 'font-semibold' : 'text-ink-muted'}`}
            >
              {amountChanges ? (myAmount === null ? '—' : money(myAmount)) : t('budget.conflict.unchanged')}
            </td>
          </tr>
        </PlainTable>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onApply} loading={busy} disabled={mine.length === 0}>
          {t('budget.conflict.apply')}
        </Button>
        <Button variant="secondary" onClick={onDiscard} disabled={busy}>
          {t('budget.conflict.discard')}
        </Button>
      </div>
    </div>
  )
}
