import { expensesApi } from '@contract/api/expenses'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { callApi } from '@/lib/api'
import { formatAmount, formatDate } from '@/lib/format'

/** Invoices a paid advance may be set off against: its vendor's approved or paid ones in its project. */
const SETTLEABLE = ['approved', 'paid']

/**
 * Chooses the invoice to set an advance off against by hand: the vendor's approved and paid
 * invoices in the advance's project, newest first, with their number, date and amount.
 */
export function InvoicePicker({
  projectId,
  vendorId,
  value,
  onChange,
}: {
  projectId: number
  vendorId: number
  value: string
  onChange: (expenseId: string) => void
}) {
  const { t, i18n } = useTranslation()
  const invoices = useQuery({
    queryKey: ['expenses', 'list', { project: projectId, vendor: vendorId, purpose: 'set-off' }],
    queryFn: async () =>
      (
        await callApi(expensesApi.list, {
          query: { project_id: projectId, vendor_id: vendorId, page_no: 1, limit: 100 },
        })
      ).data.filter((invoice) => SETTLEABLE.includes(invoice.status)),
  })
  const options = (invoices.data ?? []).map((invoice) => ({
    value: String(invoice.expense_id),
    label: t('advances.steps.invoiceOption', {
      no: invoice.invoice_no,
      date: formatDate(invoice.invoice_date, i18n.language),
      amount: formatAmount(
        invoice.amount_project,
        { code: invoice.project_currency_code, minor_units: invoice.project_minor_units },
        i18n.language,
      ),
    }),
  }))
  return (
    <SelectField
      label={t('advances.steps.invoice')}
      hint={invoices.data && options.length === 0 ? t('advances.steps.noInvoice') : undefined}
      required
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: t('advances.steps.chooseInvoice') }, ...options]}
    />
  )
}
