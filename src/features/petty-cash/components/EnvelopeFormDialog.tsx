import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { EnvelopeDetail, EnvelopeLineInput } from '@contract/spend/petty-cash'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { CheckboxField, TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { today } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { createEnvelope, pettyCashKeys, updateEnvelope } from '../api'

/** A bill as typed: amounts are text in rupees until saved. */
type BillDraft = {
  /** The saved bill this draft changes (it keeps its receipt images); none for a new bill. */
  line_id?: number
  po_line_id?: number | null
  bill_date: string
  receipt_no: string
  payee: string
  payee_gstin: string
  description: string
  budget_code: string
  taxable: string
  cgst: string
  sgst: string
  igst: string
  tax_invoice: boolean
  bill_in_company_gstin: boolean
}

const AMOUNTS = ['taxable', 'cgst', 'sgst', 'igst'] as const

const emptyBill = (): BillDraft => ({
  bill_date: today(),
  receipt_no: '',
  payee: '',
  payee_gstin: '',
  description: '',
  budget_code: '',
  taxable: '',
  cgst: '',
  sgst: '',
  igst: '',
  tax_invoice: false,
  bill_in_company_gstin: false,
})

function draftOf(line: EnvelopeDetail['lines'][number], minorUnits: number): BillDraft {
  const text = (units: number) => (units ? formatMoney(units, minorUnits) : '')
  return {
    line_id: line.line_id,
    po_line_id: line.po_line_id,
    bill_date: line.bill_date,
    receipt_no: line.receipt_no,
    payee: line.payee,
    description: line.description,
    budget_code: line.budget_code,
    tax_invoice: line.tax_invoice,
    bill_in_company_gstin: line.bill_in_company_gstin,
    payee_gstin: line.payee_gstin ?? '',
    taxable: text(line.taxable),
    cgst: text(line.cgst),
    sgst: text(line.sgst),
    igst: text(line.igst),
  }
}

/** The bills as the API takes them, or null while an amount is not one. */
function linesOf(bills: BillDraft[], minorUnits: number): EnvelopeLineInput[] | null {
  const lines: EnvelopeLineInput[] = []
  for (const bill of bills) {
    const units = AMOUNTS.map((key) => (bill[key].trim() ? parseMoney(bill[key], minorUnits) : 0))
    if (units.some((value) => value === null)) return null
    const [taxable, cgst, sgst, igst] = units as number[]
    lines.push({
      ...bill,
      payee_gstin: bill.payee_gstin.trim() || null,
      taxable: taxable ?? 0,
      cgst,
      sgst,
      igst,
    })
  }
  return lines
}

/** Drafts an envelope of bills against a float, or changes a draft or sent-back one. */
export function EnvelopeFormDialog({
  floatId,
  envelope,
  minorUnits = 2,
  onClose,
  onSaved,
}: {
  floatId: number
  envelope?: EnvelopeDetail
  minorUnits?: number
  onClose: () => void
  onSaved: (envelopeId: number) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [bills, setBills] = useState<BillDraft[]>(
    envelope ? envelope.lines.map((line) => draftOf(line, minorUnits)) : [emptyBill()],
  )
  const lines = linesOf(bills, minorUnits)
  const save = useMutation({
    mutationFn: () =>
      envelope
        ? updateEnvelope(envelope.envelope_id, { lines: lines ?? [], row_version: envelope.row_version })
        : createEnvelope({ float_id: floatId, lines: lines ?? [] }),
    onSuccess: (saved) => {
      notify({ variant: 'success', message: t('pettyCash.envelopes.saved', { no: saved.envelope_no }) })
      queryClient.setQueryData(pettyCashKeys.envelope(saved.envelope_id), saved)
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
      onSaved(saved.envelope_id)
    },
  })
  const change = (index: number, patch: Partial<BillDraft>) =>
    setBills((previous) => previous.map((bill, at) => (at === index ? { ...bill, ...patch } : bill)))
  const fieldErrors = save.error instanceof ApiError ? save.error.fieldErrors : []
  const errorOf = (index: number, field: string) =>
    fieldErrors.find((error) => error.path === `lines.${index}.${field}`)?.message
  return (
    <Dialog
      open
      onClose={onClose}
      title={
        envelope
          ? t('pettyCash.envelopes.editTitle', { no: envelope.envelope_no })
          : t('pettyCash.envelopes.newTitle')
      }
      description={t('pettyCash.envelopes.formHint')}
      wide
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (lines) save.mutate()
        }}
      >
        {save.isError ? <Alert tone="danger">{save.error.message}</Alert> : null}
        {bills.map((bill, index) => (
          // Bills have no id until saved; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <fieldset key={index} className="rounded-card border border-line p-3">
            <legend className="px-1 text-sm font-semibold text-ink">
              {t('pettyCash.envelopes.bill', { number: index + 1 })}
            </legend>
            <div className="grid gap-3 sm:grid-cols-3">
              <TextField
                type="date"
                label={t('pettyCash.fields.billDate')}
                value={bill.bill_date}
                onChange={(event) => change(index, { bill_date: event.target.value })}
                error={errorOf(index, 'bill_date')}
              />
              <TextField
                label={t('pettyCash.fields.receiptNo')}
                value={bill.receipt_no}
                onChange={(event) => change(index, { receipt_no: event.target.value })}
                error={errorOf(index, 'receipt_no')}
              />
              <TextField
                label={t('pettyCash.fields.payee')}
                value={bill.payee}
                onChange={(event) => change(index, { payee: event.target.value })}
                error={errorOf(index, 'payee')}
              />
              <TextField
                label={t('pettyCash.fields.payeeGstin')}
                value={bill.payee_gstin}
                onChange={(event) => change(index, { payee_gstin: event.target.value.toUpperCase() })}
                error={errorOf(index, 'payee_gstin')}
              />
              <TextField
                label={t('pettyCash.fields.description')}
                value={bill.description}
                onChange={(event) => change(index, { description: event.target.value })}
                error={errorOf(index, 'description')}
              />
              <TextField
                label={t('pettyCash.fields.budgetCode')}
                value={bill.budget_code}
                onChange={(event) => change(index, { budget_code: event.target.value })}
                error={errorOf(index, 'budget_code')}
              />
              {AMOUNTS.map((key) => (
                <TextField
                  key={key}
                  label={t(`pettyCash.fields.${key}`)}
                  inputMode="decimal"
                  value={bill[key]}
                  onChange={(event) => change(index, { [key]: event.target.value })}
                  error={
                    bill[key].trim() && parseMoney(bill[key], minorUnits) === null
                      ? t('pettyCash.fields.badAmount')
                      : errorOf(index, key)
                  }
                />
              ))}
            </div>
            <div className="mt-3 flex flex-wrap items-center gap-4">
              <CheckboxField
                label={t('pettyCash.fields.taxInvoice')}
                checked={bill.tax_invoice}
                onChange={(checked) => change(index, { tax_invoice: checked })}
              />
              <CheckboxField
                label={t('pettyCash.fields.billInCompanyGstin')}
                checked={bill.bill_in_company_gstin}
                onChange={(checked) => change(index, { bill_in_company_gstin: checked })}
              />
              {bills.length > 1 ? (
                <Button
                  variant="ghost"
                  onClick={() => setBills((previous) => previous.filter((_, at) => at !== index))}
                >
                  {t('pettyCash.envelopes.removeBill', { number: index + 1 })}
                </Button>
              ) : null}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap justify-between gap-2">
          <Button
            variant="secondary"
            icon="plus"
            onClick={() => setBills((previous) => [...previous, emptyBill()])}
          >
            {t('pettyCash.envelopes.addBill')}
          </Button>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending} disabled={!lines}>
              {t('pettyCash.envelopes.save')}
            </Button>
          </div>
        </div>
      </form>
    </Dialog>
  )
}
