import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/Field'

type SpendToFieldProps = {
  value: string | null
  onChange: (date: string | null) => void
}

/**
 * "Spend up to": the report's committed and actual as they stood on a date (each invoice, bill,
 * credit note and PO counted by its own date), e.g. at a month's end; empty for everything.
 */
export function SpendToField({ value, onChange }: SpendToFieldProps) {
  const { t } = useTranslation()
  return (
    <TextField
      type="date"
      label={t('budgetReports.report.spendTo')}
      hint={t('budgetReports.report.spendToHint')}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value || null)}
      className="w-44"
    />
  )
}
