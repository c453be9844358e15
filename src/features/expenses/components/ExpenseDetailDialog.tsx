import type { ExpenseDetail } from '@contract/spend/expenses'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ApprovalTrailSection } from '@/components/ApprovalTrail'
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'
import { EditableDetailDialog } from '@/components/EditableDetailDialog'
import { Alert } from '@/components/Feedback'
import { Icon } from '@/components/Icon'
import { BudgetCheckNotice } from '@/features/budget'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { expenseQuery } from '../api'
import { ExpenseActions } from './ExpenseActions'
import { ExpenseAdvances } from './ExpenseAdvances'
import { ExpenseFormDialog } from './ExpenseFormDialog'
import { ExpenseStatusBadge } from './ExpenseStatusBadge'

/**
 * One expense: its figures, the code's budget, the approval trail and what the caller may do.
 * Editing swaps this dialog for the expense form, and back once saved or closed.
 */
export function ExpenseDetailDialog({ expenseId, onClose }: { expenseId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const expense = useQuery(expenseQuery(expenseId))
  return (
    <EditableDetailDialog
      query={expense}
      title={(data) => t('expenses.detail.title', { no: data.invoice_no })}
      loadingTitle={t('expenses.detail.loadingTitle')}
      loading={t('expenses.detail.loading')}
      retryLabel={t('expenses.detail.retry')}
      form={(data, done) => (
        <ExpenseFormDialog projectId={data.project_id} expense={data} onClose={done} onSaved={done} />
      )}
      onClose={onClose}
    >
      {(data, edit) => <ExpenseBody expense={data} onEdit={edit} />}
    </EditableDetailDialog>
  )
}

function ExpenseBody({ expense, onEdit }: { expense: ExpenseDetail; onEdit: () => void }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: expense.currency_code, minor_units: expense.minor_units })
  const projectMoney = useMoney({
    code: expense.project_currency_code,
    minor_units: expense.project_minor_units,
  })
  // The invoice can be added while the expense is being drafted and until it is paid.
  const canUpload = useCan('expenses', 'PUT') && expense.status !== 'paid' && expense.status !== 'cancelled'
  const facts: [string, string][] = [
    [t('expenses.fields.status'), ''],
    [t('expenses.fields.project'), expense.project_name],
    [t('expenses.fields.budgetCode'), expense.budget_code],
    [t('expenses.fields.vendor'), expense.vendor_name],
    [t('expenses.fields.po'), expense.po_number ?? '—'],
    [t('expenses.fields.invoiceDate'), formatDate(expense.invoice_date, i18n.language)],
    [t('expenses.fields.amount'), money(expense.amount)],
    [t('expenses.preview.gst'), money(expense.gst_amount)],
    [t('expenses.preview.total'), money(expense.total)],
    [t('expenses.preview.tds'), money(expense.tds_amount)],
    [t('expenses.preview.netPayable'), money(expense.net_payable)],
    [t('expenses.fields.amountProject'), projectMoney(expense.amount_project)],
    // What the vendor gets once advances are set off and credit notes applied (the server's figure).
    ...(expense.set_off
      ? [[t('expenses.owed.setOff'), projectMoney(expense.set_off)] as [string, string]]
      : []),
    ...(expense.credited
      ? [[t('expenses.owed.credited'), projectMoney(expense.credited)] as [string, string]]
      : []),
    ...(expense.status === 'paid'
      ? [[t('expenses.owed.paid'), projectMoney(expense.to_pay)] as [string, string]]
      : expense.still_owed !== null
        ? [[t('expenses.owed.stillOwed'), projectMoney(expense.still_owed)] as [string, string]]
        : []),
  ]
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value], index) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right">
              {index === 0 ? <ExpenseStatusBadge status={expense.status} /> : value}
            </dd>
          </div>
        ))}
      </dl>
      {expense.duplicate_invoices.length ? (
        <Alert tone="warning" title={t('expenses.duplicates.title')}>
          <p>{t('expenses.duplicates.body', { invoice: expense.invoice_no, vendor: expense.vendor_name })}</p>
          <ul className="mt-1 list-disc pl-5" data-testid="duplicate-invoices">
            {expense.duplicate_invoices.map((other) => (
              <li key={other.expense_id}>
                {t('expenses.duplicates.item', {
                  expense: other.expense_id,
                  invoice: other.invoice_no,
                  date: formatDate(other.invoice_date, i18n.language),
                  status: t(`expenses.status.${other.status}`),
                })}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      {expense.rejection_reason ? (
        <Alert tone="warning" title={t('expenses.detail.rejected')}>
          {expense.rejection_reason}
        </Alert>
      ) : null}
      {expense.pending_level ? (
        <p>
          {t(
            expense.pending_level.level_no === 0
              ? 'expenses.detail.waitingAdmins'
              : 'expenses.detail.waiting',
            {
              level: expense.pending_level.level_no,
              name: expense.pending_level.name,
              approvers: expense.pending_level.approver_names.join(', '),
            },
          )}
        </p>
      ) : null}
      <BudgetCheckNotice check={expense.budget_check} />
      {expense.budget.length ? (
        <section aria-labelledby="expense-budget">
          <h3 id="expense-budget" className="mb-2 font-semibold text-ink">
            {t('expenses.detail.budget')}
          </h3>
          {expense.budget.map((impact) => (
            <p
              key={impact.budget_code}
              className={
                impact.remaining_after < 0 ? 'flex items-center gap-2 font-semibold text-danger' : ''
              }
            >
              {impact.remaining_after < 0 ? <Icon name="alert" className="size-4" /> : null}
              {t(
                impact.remaining_after < 0 ? 'expenses.preview.overAfter' : 'expenses.preview.remainingAfter',
                {
                  code: impact.budget_code,
                  amount: projectMoney(impact.remaining_after),
                  remaining: projectMoney(impact.remaining),
                },
              )}
            </p>
          ))}
        </section>
      ) : null}
      <ApprovalTrailSection id="expense-trail" steps={expense.approvals} words="expenses.trail" />
      <ExpenseAdvances expense={expense} />
      <AttachmentsPanel owner="expense" ownerId={expense.expense_id} canUpload={canUpload} />
      <ExpenseActions expense={expense} onEdit={onEdit} />
    </div>
  )
}
