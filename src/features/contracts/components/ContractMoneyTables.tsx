import type { ContractDetail } from '@contract/contracts'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { ExpenseStatusBadge } from '@/features/expenses'
import { formatDate } from '@/lib/format'
import { useTranslationPart } from '@/lib/i18n'
import { useMoney } from '@/lib/money'

/**
 * The instalments (what each is, paid and still commits), the payments made on them and the
 * expenses booking invoices on them.
 */
export function ContractMoneyTables({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: contract.currency_code, minor_units: contract.minor_units })
  const carried = contract.instalments.reduce((sum, instalment) => sum + instalment.carried_paid, 0)
  const labelOf = new Map(
    contract.instalments.map((instalment) => [instalment.instalment_id, instalment.label]),
  )
  const end = plainCell('end')
  return (
    <>
      <section aria-labelledby="contract-instalments" className="space-y-2">
        <h3 id="contract-instalments" className="font-semibold text-ink">
          {t('contracts.form.instalments')}
        </h3>
        <PlainTable
          caption={t('contracts.form.instalments')}
          columns={[
            { key: 'label', header: t('contracts.fields.instalmentLabel') },
            { key: 'code', header: t('contracts.fields.budgetCode') },
            { key: 'due', header: t('contracts.fields.dueDate') },
            { key: 'amount', header: t('contracts.fields.amount'), align: 'end' },
            { key: 'paid', header: t('contracts.fields.paid'), align: 'end' },
            { key: 'committed', header: t('contracts.fields.committed'), align: 'end' },
          ]}
        >
          {contract.instalments.map((instalment) => (
            <tr key={instalment.instalment_id} className={plainRow}>
              <td className={plainCell()}>
                {instalment.label}
                <span className="block whitespace-nowrap text-xs text-ink-muted">
                  {t(`contracts.triggers.${instalment.trigger}`)}
                  {instalment.percent ? ` · ${instalment.percent} %` : ''}
                </span>
              </td>
              <td className={`${plainCell()} font-mono text-xs`}>{instalment.budget_code}</td>
              <td className={`${plainCell()} whitespace-nowrap`}>
                {instalment.due_date ? formatDate(instalment.due_date, i18n.language) : '—'}
              </td>
              <td className={`${end} whitespace-nowrap tabular-nums`}>{money(instalment.amount)}</td>
              <td className={`${end} whitespace-nowrap tabular-nums`}>{money(instalment.paid)}</td>
              <td className={`${end} whitespace-nowrap tabular-nums`}>{money(instalment.committed)}</td>
            </tr>
          ))}
        </PlainTable>
      </section>
      <section aria-labelledby="contract-payments" className="space-y-2">
        <h3 id="contract-payments" className="font-semibold text-ink">
          {t('contracts.detail.payments')}
        </h3>
        {carried > 0 ? (
          <p className="text-ink-muted">{t('contracts.detail.carried', { amount: money(carried) })}</p>
        ) : null}
        {contract.payments.length ? (
          <PlainTable
            caption={t('contracts.detail.payments')}
            columns={[
              { key: 'date', header: t('contracts.fields.paidOn') },
              { key: 'instalment', header: t('contracts.fields.instalment') },
              { key: 'reference', header: t('contracts.fields.reference') },
              { key: 'amount', header: t('contracts.fields.amount'), align: 'end' },
            ]}
          >
            {contract.payments.map((payment) => (
              <tr key={payment.payment_id} className={plainRow}>
                <td className={`${plainCell()} whitespace-nowrap`}>
                  {formatDate(payment.paid_on, i18n.language)}
                </td>
                <td className={plainCell()}>{labelOf.get(payment.instalment_id) ?? '—'}</td>
                <td className={plainCell()}>{payment.reference ?? '—'}</td>
                <td className={`${end} whitespace-nowrap tabular-nums`}>{money(payment.amount)}</td>
              </tr>
            ))}
          </PlainTable>
        ) : carried > 0 ? null : (
          <p className="text-ink-muted">{t('contracts.detail.noPayments')}</p>
        )}
      </section>
      <ContractInvoices contract={contract} />
    </>
  )
}

/**
 * The expenses booking invoices on the instalments, each linking to the expense; only the amount
 * (no link, number, date or status) when the server keeps the expense from the caller.
 */
function ContractInvoices({ contract }: { contract: ContractDetail }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: contract.currency_code, minor_units: contract.minor_units })
  const rows = contract.instalments.flatMap((instalment) =>
    instalment.invoices.map((invoice, index) => ({
      instalment,
      invoice,
      key: `${instalment.instalment_id}-${index}`,
    })),
  )
  // The expense statuses' words are the spend part's.
  const statusWords = useTranslationPart(
    'spend',
    rows.some(({ invoice }) => invoice.status !== null),
  )
  if (rows.length === 0) return null
  const end = plainCell('end')
  return (
    <section aria-labelledby="contract-invoices" className="space-y-2">
      <h3 id="contract-invoices" className="font-semibold text-ink">
        {t('contracts.detail.invoices')}
      </h3>
      <PlainTable
        caption={t('contracts.detail.invoices')}
        columns={[
          { key: 'instalment', header: t('contracts.fields.instalment') },
          { key: 'invoice', header: t('contracts.fields.invoiceNo') },
          { key: 'date', header: t('contracts.fields.invoiceDate') },
          { key: 'status', header: t('contracts.fields.expenseStatus') },
          { key: 'amount', header: t('contracts.fields.amount'), align: 'end' },
        ]}
      >
        {rows.map(({ instalment, invoice, key }) => (
          <tr key={key} className={plainRow}>
            <td className={plainCell()}>{instalment.label}</td>
            <td className={plainCell()}>
              {invoice.expense_id === null ? (
                <span className="text-ink-muted">{t('contracts.detail.invoiceHidden')}</span>
              ) : (
                <Link
                  to="/apps/expenseMasterView"
                  search={{ project: contract.project_id, expense: invoice.expense_id }}
                  className="text-link hover:underline"
                  aria-label={t('contracts.detail.openExpense', { invoice: invoice.invoice_no })}
                >
                  {invoice.invoice_no}
                </Link>
              )}
            </td>
            <td className={`${plainCell()} whitespace-nowrap`}>
              {invoice.invoice_date ? formatDate(invoice.invoice_date, i18n.language) : '—'}
            </td>
            <td className={plainCell()}>
              {invoice.status && statusWords ? <ExpenseStatusBadge status={invoice.status} /> : '—'}
            </td>
            <td className={`${end} whitespace-nowrap tabular-nums`}>{money(invoice.amount)}</td>
          </tr>
        ))}
      </PlainTable>
    </section>
  )
}
