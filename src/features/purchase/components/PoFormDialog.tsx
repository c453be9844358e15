import type { BudgetCurrency } from '@contract/budget'
import type { PurchaseOrder } from '@contract/spend/purchase-orders'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/components/Button'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField, TextField } from '@/components/Field'
import { LineInput } from '@/components/LineInput'
import { LinesFooter } from '@/components/LinesFooter'
import { SearchCombobox } from '@/components/SearchCombobox'
import { choicesQuery } from '@/lib/choices'
import { InvalidForm } from '@/lib/forms'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { createPo, invalidatePurchase, updatePo } from '../api'
import { CodeRemainingCombobox } from './CodeRemainingCombobox'
import { LiveRemaining } from './LiveRemaining'
import {
  blankPoLine,
  checkPoDraft,
  draftTotalOf,
  lineAmountOf,
  type PoDraft,
  type PoDraftErrors,
  type PoLineDraft,
  perCodeOf,
  poDraftOf,
  poServerErrors,
} from './po-draft'

/** A new purchase order (a draft) or a change to a draft or rejected one, with live remaining budget. */
export function PoFormDialog({
  projectId,
  currency,
  po,
  onClose,
  onSaved,
}: {
  projectId: number
  currency: BudgetCurrency
  po?: PurchaseOrder
  onClose: () => void
  onSaved: (po: PurchaseOrder) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney(currency)
  const units = currency.minor_units
  const [draft, setDraft] = useState<PoDraft>(() =>
    poDraftOf(po, units, new Date().toISOString().slice(0, 10)),
  )
  const [errors, setErrors] = useState<PoDraftErrors>({})
  const perCode = perCodeOf(draft, units)

  const save = useMutation({
    mutationFn: async () => {
      const checked = checkPoDraft(draft, units, t)
      if (!checked.ok) throw new InvalidForm(checked.errors)
      return po
        ? updatePo(po.po_id, { ...checked.body, row_version: po.row_version })
        : createPo(projectId, checked.body)
    },
    onSuccess: (saved) => {
      invalidatePurchase(queryClient)
      notify({ variant: 'success', message: t('purchase.form.saved', { number: saved.number }) })
      onSaved(saved)
    },
    onError: (error) => setErrors(error instanceof InvalidForm ? error.errors : poServerErrors(error)),
  })

  const setLine = (index: number, patch: Partial<PoLineDraft>) =>
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line, at) => (at === index ? { ...line, ...patch } : line)),
    }))

  return (
    <Dialog
      open
      onClose={onClose}
      wide
      title={po ? t('purchase.form.editTitle', { number: po.number }) : t('purchase.form.newTitle')}
    >
      <form
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          setErrors({})
          save.mutate()
        }}
      >
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('purchase.fields.title')}
            value={draft.title}
            maxLength={160}
            error={errors.title}
            onChange={(event) => setDraft({ ...draft, title: event.target.value })}
          />
          <VendorField
            value={draft.vendorId === null ? null : { id: draft.vendorId, label: draft.vendorLabel }}
            error={errors.vendor_id}
            onChange={(vendor) =>
              setDraft({ ...draft, vendorId: vendor?.id ?? null, vendorLabel: vendor?.label ?? '' })
            }
          />
          <TextField
            label={t('purchase.fields.date')}
            type="date"
            value={draft.poDate}
            error={errors.po_date}
            onChange={(event) => setDraft({ ...draft, poDate: event.target.value })}
          />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-ink">{t('purchase.form.lines')}</legend>
          {draft.lines.map((line, index) => {
            const number = t('purchase.form.lineNumber', { number: index + 1 })
            const amount = lineAmountOf(line, units)
            return (
              <div
                key={line.key}
                className="grid items-start gap-2 rounded-control border border-line p-2 sm:grid-cols-12"
              >
                <CodeRemainingCombobox
                  className="sm:col-span-4"
                  projectId={projectId}
                  label={t('purchase.fields.code')}
                  srSuffix={number}
                  value={line.budget_code}
                  error={errors[`lines.${index}.budget_code`]}
                  onChange={(code, description) =>
                    setLine(index, { budget_code: code, description: line.description || description || '' })
                  }
                />
                <LineInput
                  className="sm:col-span-8"
                  label={t('purchase.fields.description')}
                  srSuffix={number}
                  value={line.description}
                  error={errors[`lines.${index}.description`]}
                  onChange={(value) => setLine(index, { description: value })}
                />
                <LineInput
                  className="sm:col-span-2"
                  label={t('purchase.fields.quantity')}
                  srSuffix={number}
                  value={line.quantity}
                  inputMode="decimal"
                  alignEnd
                  error={errors[`lines.${index}.quantity`]}
                  onChange={(value) => setLine(index, { quantity: value })}
                />
                <LineInput
                  className="sm:col-span-2"
                  label={t('purchase.fields.unit')}
                  srSuffix={number}
                  value={line.unit}
                  error={errors[`lines.${index}.unit`]}
                  onChange={(value) => setLine(index, { unit: value })}
                />
                <LineInput
                  className="sm:col-span-3"
                  label={t('purchase.fields.rateIn', { currency: currency.code })}
                  srSuffix={number}
                  value={line.rate}
                  inputMode="decimal"
                  alignEnd
                  error={errors[`lines.${index}.rate`]}
                  onChange={(value) => setLine(index, { rate: value })}
                />
                <div className="space-y-1 sm:col-span-4">
                  <p className="text-xs font-medium text-ink">{t('purchase.fields.amount')}</p>
                  <p
                    className="flex h-10 items-center justify-end tabular-nums text-sm"
                    data-testid={`line-amount-${index}`}
                  >
                    {amount === null ? '—' : money(amount)}
                  </p>
                </div>
                <IconButton
                  icon="close"
                  className="mt-5 justify-self-end sm:col-span-1"
                  label={t('purchase.form.removeLine', { number: index + 1 })}
                  onClick={() => setDraft({ ...draft, lines: draft.lines.filter((_, at) => at !== index) })}
                />
              </div>
            )
          })}
          <LinesFooter
            addLabel={t('purchase.form.addLine')}
            onAdd={() => setDraft({ ...draft, lines: [...draft.lines, blankPoLine()] })}
            totalLabel={t('purchase.fields.total')}
            total={money(draftTotalOf(draft, units))}
            totalTestId="po-total"
          />
        </fieldset>
        <LiveRemaining projectId={projectId} perCode={perCode} />
        <TextAreaField
          label={t('purchase.fields.notes')}
          value={draft.notes}
          maxLength={2000}
          error={errors.notes}
          onChange={(event) => setDraft({ ...draft, notes: event.target.value })}
        />
        <FormActions
          onCancel={onClose}
          submitLabel={po ? t('purchase.form.save') : t('purchase.form.create')}
          busy={save.isPending}
        />
      </form>
    </Dialog>
  )
}

function VendorField({
  value,
  error,
  onChange,
}: {
  value: { id: number; label: string } | null
  error?: string
  onChange: (vendor: { id: number; label: string } | null) => void
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const vendors = useQuery(choicesQuery('vendor', search))
  return (
    <SearchCombobox
      label={t('purchase.fields.vendor')}
      value={value}
      onChange={onChange}
      choices={vendors.data ?? []}
      loaded={vendors.isSuccess && !vendors.isPlaceholderData}
      onSearch={setQuery}
      placeholder={t('purchase.form.vendorPlaceholder')}
      noChoicesText={t('purchase.form.noVendors')}
      showChoicesLabel={t('purchase.form.showVendors')}
      error={error ?? (vendors.isError ? t('purchase.form.vendorsFailed') : undefined)}
    />
  )
}
