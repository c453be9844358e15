import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { useMoney } from '@/lib/money'
import { contractInstalmentsQuery } from '../api'

type Props = {
  projectId: number
  currency: { code: string; minor_units: number }
  instalmentId: number | null
  onChange: (choice: { instalmentId: number | null; budgetCode: string | null }) => void
  error?: string
}

/**
 * Optional: the contract instalment this invoice is for (its code becomes the expense's). Shown
 * when the project's signed contracts have something left to invoice, or the expense names one.
 */
export function InstalmentPicker({ projectId, currency, instalmentId, onChange, error }: Props) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const instalments = useQuery(contractInstalmentsQuery(projectId))
  const open = instalments.data ?? []
  if (open.length === 0 && instalmentId === null) return null
  const known = open.some((one) => one.instalment_id === instalmentId)
  return (
    <SelectField
      label={t('expenses.fields.contractInstalment')}
      value={instalmentId ? String(instalmentId) : ''}
      error={error}
      onChange={(event) => {
        const chosen = open.find((one) => String(one.instalment_id) === event.target.value)
        onChange({ instalmentId: chosen?.instalment_id ?? null, budgetCode: chosen?.budget_code ?? null })
      }}
      options={[
        { value: '', label: t('expenses.form.noInstalment') },
        // Fully invoiced by this very expense, it is no longer listed: keep it chosen.
        ...(instalmentId && !known ? [{ value: String(instalmentId), label: `#${instalmentId}` }] : []),
        ...open.map((one) => ({
          value: String(one.instalment_id),
          label: t('expenses.form.instalmentChoice', {
            no: one.contract_no,
            who: one.counterparty,
            label: one.label,
            left: money(one.open),
            code: one.budget_code,
          }),
        })),
      ]}
    />
  )
}
