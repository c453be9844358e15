import type { BudgetCurrency } from '@contract/budget'
import type { CreatePoRequest, PurchaseOrder } from '@contract/spend/purchase-orders'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useFieldArray, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/components/Button'
import {
  FormDialog,
  FormField,
  FormLineInput,
  FormTextAreaField,
  FormTextField,
  useAppForm,
} from '@/components/form'
import { LinesFooter } from '@/components/LinesFooter'
import { SearchCombobox } from '@/components/SearchCombobox'
import { choicesQuery } from '@/lib/choices'
import { checkResolver } from '@/lib/form-resolvers'
import { today } from '@/lib/format'
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
  const form = useAppForm<PoDraft, CreatePoRequest>({
    defaultValues: poDraftOf(po, units, today()),
    resolver: checkResolver((draft: PoDraft) => checkPoDraft(draft, units, t)),
  })
  const lines = useFieldArray({ control: form.control, name: 'lines' })
  const watched = useWatch({ control: form.control }) as PoDraft
  const draft = { ...watched, lines: watched.lines ?? [] }
  const perCode = perCodeOf(draft, units)

  const save = async (body: CreatePoRequest) => {
    const saved = po
      ? await updatePo(po.po_id, { ...body, row_version: po.row_version })
      : await createPo(projectId, body)
    invalidatePurchase(queryClient)
    notify({ variant: 'success', message: t('purchase.form.saved', { number: saved.number }) })
    onSaved(saved)
  }

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      serverErrors={poServerErrors}
      onClose={onClose}
      wide
      title={po ? t('purchase.form.editTitle', { number: po.number }) : t('purchase.form.newTitle')}
      submitLabel={po ? t('purchase.form.save') : t('purchase.form.create')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField name="title" label={t('purchase.fields.title')} maxLength={160} />
        <FormField
          name="vendor_id"
          render={({ value, onChange, error }) => (
            <VendorField
              value={value === null ? null : { id: value, label: draft.vendorLabel }}
              error={error}
              onChange={(vendor) => {
                onChange(vendor?.id ?? null)
                form.setValue('vendorLabel', vendor?.label ?? '')
              }}
            />
          )}
        />
        <FormTextField name="po_date" label={t('purchase.fields.date')} type="date" />
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-ink">{t('purchase.form.lines')}</legend>
        {lines.fields.map((line, index) => {
          const number = t('purchase.form.lineNumber', { number: index + 1 })
          const typed = draft.lines[index]
          const amount = typed ? lineAmountOf(typed, units) : null
          return (
            <div
              key={line.id}
              className="grid items-start gap-2 rounded-control border border-line p-2 sm:grid-cols-12"
            >
              <FormField
                name={`lines.${index}.budget_code`}
                render={({ value, onChange, error }) => (
                  <CodeRemainingCombobox
                    className="sm:col-span-4"
                    projectId={projectId}
                    label={t('purchase.fields.code')}
                    srSuffix={number}
                    value={value}
                    error={error}
                    onChange={(code, description) => {
                      onChange(code)
                      if (!form.getValues(`lines.${index}.description`) && description)
                        form.setValue(`lines.${index}.description`, description)
                    }}
                  />
                )}
              />
              <FormLineInput
                name={`lines.${index}.description`}
                className="sm:col-span-8"
                label={t('purchase.fields.description')}
                srSuffix={number}
              />
              <FormLineInput
                name={`lines.${index}.quantity`}
                className="sm:col-span-2"
                label={t('purchase.fields.quantity')}
                srSuffix={number}
                inputMode="decimal"
                alignEnd
              />
              <FormLineInput
                name={`lines.${index}.unit`}
                className="sm:col-span-2"
                label={t('purchase.fields.unit')}
                srSuffix={number}
              />
              <FormLineInput
                name={`lines.${index}.rate`}
                className="sm:col-span-3"
                label={t('purchase.fields.rateIn', { currency: currency.code })}
                srSuffix={number}
                inputMode="decimal"
                alignEnd
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
                onClick={() => lines.remove(index)}
              />
            </div>
          )
        })}
        <LinesFooter
          addLabel={t('purchase.form.addLine')}
          onAdd={() => lines.append(blankPoLine())}
          totalLabel={t('purchase.fields.total')}
          total={money(draftTotalOf(draft, units))}
          totalTestId="po-total"
        />
      </fieldset>
      <LiveRemaining projectId={projectId} perCode={perCode} />
      <FormTextAreaField name="notes" label={t('purchase.fields.notes')} maxLength={2000} />
    </FormDialog>
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
