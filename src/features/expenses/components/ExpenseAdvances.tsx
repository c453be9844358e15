import { advancesApi } from '@contract/api/advances'
import type { ExpenseDetail } from '@contract/spend/expenses'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { callApi } from '@/lib/api'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { useSession } from '@/lib/session'

/**
 * The vendor advances an approved invoice is set off by (GET /v2/advances/expense/{id}) and what
 * remains to pay: its TDS is not deducted again on the part the advances' TDS already covered.
 * Shown only where the organisation uses advances and the caller may read them.
 */
export function ExpenseAdvances({ expense }: { expense: ExpenseDetail }) {
  const { t } = useTranslation()
  const on = useSession((state) => state.flags.advance_isActive)
  const mayRead = useCan('var', 'GET')
  const settled = expense.status === 'approved' || expense.status === 'paid'
  const advances = useQuery({
    queryKey: ['advances', 'expense', expense.expense_id],
    queryFn: async () => (await callApi(advancesApi.forExpense, { params: { id: expense.expense_id } })).data,
    enabled: on && mayRead && settled,
  })
  const money = useMoney({ code: expense.currency_code, minor_units: expense.minor_units })
  if (!advances.data?.adjustments.length) return null
  return (
    <section aria-labelledby="expense-advances">
      <h3 id="expense-advances" className="mb-2 font-semibold text-ink">
        {t('expenses.advances.title')}
      </h3>
      <ul className="space-y-1">
        {advances.data.adjustments.map((row) => (
          <li key={row.adjustment_id}>
            {t('expenses.advances.item', {
              advance: row.advance_no,
              amount: money(row.amount),
              tds: money(row.tds_amount),
            })}
          </li>
        ))}
      </ul>
      <p className="mt-1 font-medium">
        {t('expenses.advances.payable', {
          amount: money(advances.data.net_payable),
          tds: money(advances.data.tds_remaining),
        })}
      </p>
    </section>
  )
}
