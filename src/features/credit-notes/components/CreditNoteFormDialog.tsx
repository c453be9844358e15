import { formatMoney, parseMoney } from '@contract/masters/fields'
import {
  CREDIT_NOTE_REASONS,
  type CreateCreditNoteRequest,
  type CreditNoteDetail,
  type CreditNoteReason,
} from '@contract/spend/credit-notes'
import { quantityTimesRate } from '@contract/spend/money'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Alert } from '@/components/Feedback'
import {
  FormCheckboxField,
  FormDialog,
  FormField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useAppForm,
} from '@/components/form'
import { ProjectPicker } from '@/components/ProjectPicker'
import { type ComboboxChoice, SearchCombobox } from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { checkResolver, renameFields } from '@/lib/form-resolvers'
import { formatDate, today } from '@/lib/format'
import { type FieldErrors, fieldErrorsFrom } from '@/lib/forms'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { createCreditNote, creditableQuery, creditNotesKeys, originalsQuery, updateCreditNote } from '../api'

type Props = {
  projectId: number | null
  /** A draft or rejected credit note to change (PUT with its row_version); a new one when left out. */
  creditNote?: CreditNoteDetail
  onClose: () => void
  onSaved: (id: number) => void
}

type Values = {
  project_id: number | null
  original: ComboboxChoice | null
  cn_no: string
  cn_date: string
  gstin: string
  reason: string
  quantity: string
  rate: string
  supply_again: boolean
  notes: string
}

/** The request's names for the fields this form holds under other names. */
const FORM_NAMES = {
  expense_id: 'original',
  'lines.0.rate': 'rate',
  'lines.0.quantity': 'quantity',
  'lines.0.supply_again': 'supply_again',
  'lines.0.description': 'notes',
}
const QUANTITY = /^(0|[1-9][0-9]{0,8})(\.[0-9]{1,3})?$/
const GSTIN = /^[0-9]{2}[A-Z0-9]{10}[0-9A-Z]Z[0-9A-Z]$/

function valuesOf(creditNote: CreditNoteDetail | undefined, projectId: number | null): Values {
  const line = creditNote?.lines[0]
  return {
    project_id: creditNote?.project_id ?? projectId,
    original: creditNote
      ? { id: creditNote.expense_id, label: `${creditNote.original_invoice_no} · ${creditNote.vendor_name}` }
      : null,
    cn_no: creditNote?.cn_no ?? '',
    cn_date: creditNote?.cn_date ?? today(),
    gstin: creditNote?.gstin ?? '',
    reason: creditNote?.reason ?? 'return',
    quantity: line ? String(Number(line.quantity)) : '1',
    rate: line && creditNote ? formatMoney(line.rate, creditNote.minor_units) : '',
    supply_again: line?.supply_again ?? false,
    notes: creditNote?.notes ?? '',
  }
}

/**
 * "New credit note" or "Edit credit note": the original invoice chosen among the project's
 * approved or paid ones, its line credited (quantity × rate in the invoice's currency), with what
 * remains creditable on the line shown live. The server computes GST and TDS as the original's
 * and refuses more than remains.
 */
export function CreditNoteFormDialog({ projectId, creditNote, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const [originalSearch, setOriginalSearch] = useState('')
  const form = useAppForm<Values, CreateCreditNoteRequest>({
    defaultValues: valuesOf(creditNote, projectId),
    resolver: checkResolver((typed: Values) => {
      const rate = parseMoney(typed.rate, creditable.data?.minor_units ?? 2)
      const missing: FieldErrors = {}
      if (!typed.project_id) missing.project_id = t('creditNotes.form.required')
      if (!typed.original) missing.original = t('creditNotes.form.required')
      if (!typed.cn_no.trim()) missing.cn_no = t('creditNotes.form.required')
      if (!typed.cn_date) missing.cn_date = t('creditNotes.form.required')
      if (typed.gstin.trim() && !GSTIN.test(typed.gstin.trim().toUpperCase()))
        missing.gstin = t('creditNotes.form.gstinInvalid')
      if (!QUANTITY.test(typed.quantity.trim()) || Number(typed.quantity) <= 0)
        missing.quantity = t('creditNotes.form.quantityInvalid')
      if (rate === null || rate <= 0) missing.rate = t('creditNotes.form.rateInvalid')
      if (Object.keys(missing).length) return { ok: false, errors: missing }
      return {
        ok: true,
        data: {
          expense_id: typed.original?.id as number,
          cn_no: typed.cn_no.trim(),
          cn_date: typed.cn_date,
          gstin: typed.gstin.trim() ? typed.gstin.trim().toUpperCase() : undefined,
          reason: typed.reason as CreditNoteReason,
          notes: typed.notes.trim() || null,
          lines: [
            { quantity: typed.quantity.trim(), rate: rate as number, supply_again: typed.supply_again },
          ],
        },
      }
    }),
  })
  const values = useWatch({ control: form.control }) as Values
  const originals = useQuery({
    ...originalsQuery(values.project_id ?? 0, useDeferredValue(originalSearch)),
    enabled: values.project_id !== null,
  })
  const creditable = useQuery({
    ...creditableQuery(values.original?.id ?? 0, creditNote?.credit_note_id),
    enabled: Boolean(values.original),
  })
  const original = creditable.data
  const money = useMoney({ code: original?.currency_code ?? 'INR', minor_units: original?.minor_units ?? 2 })
  const choices: ComboboxChoice[] = (originals.data ?? []).map((item) => ({
    id: item.expense_id,
    label: `${item.invoice_no} · ${item.vendor_name} · ${item.budget_code} · ${money(item.remaining_taxable)}`,
  }))
  const rate = parseMoney(values.rate ?? '', original?.minor_units ?? 2)
  const taxable =
    rate !== null && rate > 0 && QUANTITY.test((values.quantity ?? '').trim())
      ? quantityTimesRate(values.quantity.trim(), rate)
      : null
  const left = original && taxable !== null ? original.remaining_taxable - taxable : null

  const save = async (fields: CreateCreditNoteRequest) => {
    try {
      const saved = creditNote
        ? await updateCreditNote(creditNote.credit_note_id, {
            ...fields,
            row_version: creditNote.row_version,
          })
        : await createCreditNote(fields)
      queryClient.setQueryData(creditNotesKeys.one(saved.credit_note_id), saved)
      void queryClient.invalidateQueries({ queryKey: creditNotesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['creditNotes', 'creditable'] })
      void queryClient.invalidateQueries({ queryKey: ['creditNotes', 'originals'] })
      notify({
        variant: 'success',
        message: t(creditNote ? 'creditNotes.toast.updated' : 'creditNotes.toast.created', {
          no: saved.cn_no,
        }),
      })
      onSaved(saved.credit_note_id)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'stale' && creditNote)
        void queryClient.invalidateQueries({ queryKey: creditNotesKeys.one(creditNote.credit_note_id) })
      throw error
    }
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      serverErrors={(error) => renameFields(fieldErrorsFrom(error), FORM_NAMES)}
      onClose={onClose}
      title={
        creditNote ? t('creditNotes.form.editTitle', { no: creditNote.cn_no }) : t('creditNotes.form.title')
      }
      submitLabel={creditNote ? t('creditNotes.form.saveChanges') : t('creditNotes.form.save')}
      wide
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          name="project_id"
          render={({ value, onChange, error }) => (
            <ProjectPicker
              label={t('creditNotes.fields.project')}
              value={value}
              error={error}
              onChange={(id) => {
                onChange(id)
                form.setValue('original', null)
              }}
            />
          )}
        />
        <FormField
          name="original"
          render={({ value, onChange, error }) => (
            <SearchCombobox
              label={t('creditNotes.fields.original')}
              value={value}
              onChange={(choice) => {
                onChange(choice)
                form.setValue('supply_again', false)
              }}
              choices={choices}
              loaded={originals.isSuccess && !originals.isPlaceholderData}
              onSearch={setOriginalSearch}
              placeholder={t('creditNotes.form.originalPlaceholder')}
              noChoicesText={t('creditNotes.form.noOriginals')}
              showChoicesLabel={t('creditNotes.form.showOriginals')}
              hint={values.project_id === null ? t('creditNotes.form.chooseProject') : undefined}
              disabled={values.project_id === null}
              error={error}
            />
          )}
        />
        <FormTextField name="cn_no" label={t('creditNotes.fields.cnNo')} maxLength={40} />
        <FormTextField name="cn_date" type="date" label={t('creditNotes.fields.cnDate')} />
        <FormSelectField
          name="reason"
          label={t('creditNotes.fields.reason')}
          options={CREDIT_NOTE_REASONS.map((reason) => ({
            value: reason,
            label: t(`creditNotes.reasons.${reason}`),
          }))}
        />
        <FormTextField
          name="gstin"
          label={t('creditNotes.fields.gstin')}
          hint={t('creditNotes.form.gstinHint')}
          maxLength={15}
        />
      </div>
      {original ? (
        <section aria-labelledby="cn-line" className="space-y-3 rounded border border-line p-3">
          <h3 id="cn-line" className="font-semibold text-ink">
            {t('creditNotes.form.line')}
          </h3>
          <p className="text-sm text-ink-muted">
            {t('creditNotes.form.originalFacts', {
              vendor: original.vendor_name,
              code: original.budget_code,
              date: formatDate(original.invoice_date, i18n.language),
              taxable: money(original.taxable),
            })}
          </p>
          <div className="grid gap-3 sm:grid-cols-2">
            <FormTextField name="quantity" label={t('creditNotes.fields.quantity')} inputMode="decimal" />
            <FormTextField
              name="rate"
              label={t('creditNotes.fields.rate')}
              inputMode="decimal"
              hint={t('creditNotes.form.rateHint', { currency: original.currency_code })}
            />
          </div>
          {original.po_line_id ? (
            <FormCheckboxField
              name="supply_again"
              label={t('creditNotes.fields.supplyAgain')}
              hint={t('creditNotes.fields.supplyAgainHint')}
            />
          ) : null}
          <p aria-live="polite" className="text-sm" data-testid="cn-remaining">
            {t('creditNotes.form.remaining', {
              amount: money(original.remaining_taxable),
              gst: money(original.remaining_gst),
            })}
          </p>
          {left !== null && left >= 0 ? (
            <p className="text-sm">{t('creditNotes.form.remainingAfter', { amount: money(left) })}</p>
          ) : null}
          {left !== null && left < 0 ? (
            <Alert tone="warning">{t('creditNotes.form.overRemaining', { amount: money(-left) })}</Alert>
          ) : null}
        </section>
      ) : null}
      <FormTextAreaField name="notes" label={t('creditNotes.fields.notes')} rows={2} maxLength={500} />
    </FormDialog>
  )
}
