import type { CreditNoteDetail } from '@contract/spend/credit-notes'
import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { ApprovalTrailSection } from '@/components/ApprovalTrail'
import { EditableDetailDialog } from '@/components/EditableDetailDialog'
import { Alert } from '@/components/Feedback'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { creditNoteQuery } from '../api'
import { CreditNoteActions } from './CreditNoteActions'
import { CreditNoteFormDialog } from './CreditNoteFormDialog'
import { CreditNoteStatusBadge } from './CreditNoteStatusBadge'

/**
 * One credit note: its figures, its original invoice (what remains creditable and payable on it),
 * the trail and the steps the caller may take. Editing swaps this dialog for the form.
 */
export function CreditNoteDetailDialog({
  creditNoteId,
  onClose,
}: {
  creditNoteId: number
  onClose: () => void
}) {
  const { t } = useTranslation()
  const creditNote = useQuery(creditNoteQuery(creditNoteId))
  return (
    <EditableDetailDialog
      query={creditNote}
      title={(data) => t('creditNotes.detail.title', { no: data.cn_no })}
      loadingTitle={t('creditNotes.detail.loadingTitle')}
      loading={t('creditNotes.detail.loading')}
      retryLabel={t('creditNotes.detail.retry')}
      form={(data, done) => (
        <CreditNoteFormDialog projectId={data.project_id} creditNote={data} onClose={done} onSaved={done} />
      )}
      onClose={onClose}
    >
      {(data, edit) => <CreditNoteBody creditNote={data} onEdit={edit} />}
    </EditableDetailDialog>
  )
}

/** GST as the original split it: CGST + SGST within the state, IGST across; the amount alone without. */
function gstText(creditNote: CreditNoteDetail, money: (units: number) => string, t: TFunction) {
  if (creditNote.gst_amount === 0) return money(0)
  if (creditNote.igst_amount) return `${money(creditNote.gst_amount)} (${t('creditNotes.fields.igst')})`
  return `${money(creditNote.gst_amount)} (${t('creditNotes.fields.cgst')} ${money(creditNote.cgst_amount)} + ${t('creditNotes.fields.sgst')} ${money(creditNote.sgst_amount)})`
}

function CreditNoteBody({ creditNote, onEdit }: { creditNote: CreditNoteDetail; onEdit: () => void }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: creditNote.currency_code, minor_units: creditNote.minor_units })
  const projectMoney = useMoney({
    code: creditNote.project_currency_code,
    minor_units: creditNote.project_minor_units,
  })
  const line = creditNote.lines[0]
  const original = creditNote.original
  const facts: [string, string][] = [
    [t('creditNotes.fields.status'), ''],
    [t('creditNotes.fields.project'), creditNote.project_name],
    [t('creditNotes.fields.vendor'), creditNote.vendor_name],
    [t('creditNotes.fields.gstin'), creditNote.gstin ?? '—'],
    [t('creditNotes.fields.cnDate'), formatDate(creditNote.cn_date, i18n.language)],
    [t('creditNotes.fields.reason'), t(`creditNotes.reasons.${creditNote.reason}`)],
    [t('creditNotes.fields.budgetCode'), creditNote.budget_code],
    [t('creditNotes.fields.quantity'), line ? `${Number(line.quantity)} × ${money(line.rate)}` : '—'],
    [t('creditNotes.fields.taxable'), money(creditNote.taxable)],
    [t('creditNotes.fields.gst'), gstText(creditNote, money, t)],
    [t('creditNotes.fields.total'), money(creditNote.total)],
    [t('creditNotes.fields.tds'), money(creditNote.tds_amount)],
    [t('creditNotes.fields.netAmount'), money(creditNote.net_amount)],
    [t('creditNotes.fields.amountProject'), projectMoney(creditNote.amount_project)],
  ]
  if (line?.supply_again) facts.push([t('creditNotes.fields.supplyAgain'), '✓'])
  if (creditNote.refunded_on)
    facts.push([
      t('creditNotes.fields.refundedOn'),
      `${formatDate(creditNote.refunded_on, i18n.language)} · ${creditNote.refund_mode_name ?? ''} ${creditNote.refund_reference ?? ''}`,
    ])
  return (
    <div className="space-y-5 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value], index) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right">
              {index === 0 ? <CreditNoteStatusBadge status={creditNote.status} /> : value}
            </dd>
          </div>
        ))}
      </dl>
      {creditNote.rejection_reason && creditNote.status === 'rejected' ? (
        <Alert tone="warning" title={t('creditNotes.detail.rejected')}>
          {creditNote.rejection_reason}
        </Alert>
      ) : null}
      {creditNote.pending_level ? (
        <p>
          {t(
            creditNote.pending_level.level_no === 0
              ? 'creditNotes.detail.waitingAdmins'
              : 'creditNotes.detail.waiting',
            {
              level: creditNote.pending_level.level_no,
              name: creditNote.pending_level.name,
              approvers: creditNote.pending_level.approver_names.join(', '),
            },
          )}
        </p>
      ) : null}
      <section aria-labelledby="cn-original">
        <h3 id="cn-original" className="mb-2 font-semibold text-ink">
          {t('creditNotes.detail.original')}
        </h3>
        <p>
          {t('creditNotes.detail.originalLine', {
            no: original.invoice_no,
            date: formatDate(original.invoice_date, i18n.language),
            status: t(`creditNotes.originalStatus.${original.status}`),
          })}
        </p>
        <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
          {(
            [
              [t('creditNotes.fields.taxable'), money(original.taxable)],
              [t('creditNotes.detail.creditedElsewhere'), money(original.credited_taxable)],
              [t('creditNotes.detail.netPayable'), money(original.net_payable)],
              [t('creditNotes.detail.appliedCredit'), money(original.applied_credit)],
              [t('creditNotes.detail.payableNow'), money(original.payable_now)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
              <dt className="text-ink-muted">{label}</dt>
              <dd className="text-right">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <ApprovalTrailSection id="cn-trail" steps={creditNote.approvals} words="creditNotes.trail" />
      <CreditNoteActions creditNote={creditNote} onEdit={onEdit} />
    </div>
  )
}
