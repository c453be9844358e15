import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { CreateExpenseRequest, ExpenseDetail } from '@contract/spend/expenses'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useDeferredValue, useRef, useState } from 'react'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { SelectField } from '@/components/Field'
import { FormDialog, FormField, FormSelectField, FormTextField, useAppForm } from '@/components/form'
import { ProjectPicker } from '@/components/ProjectPicker'
import { type ComboboxChoice, SearchCombobox } from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { remainingQuery } from '@/lib/budget-remaining'
import { choicesQuery } from '@/lib/choices'
import { checkResolver, renameFields } from '@/lib/form-resolvers'
import { formatDate, today } from '@/lib/format'
import { type FieldErrors, fieldErrorsFrom } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createExpense, expensesKeys, updateExpense, vendorDefaultsQuery } from '../api'
import { ExpensePreviewPanel, useDraftPreview } from './ExpensePreviewPanel'
import { InstalmentPicker } from './InstalmentPicker'
import { PoLinePicker } from './PoLinePicker'

type Props = {
  projectId: number | null
  /** A draft or rejected expense to change (PUT with its row_version); a new one when left out. */
  expense?: ExpenseDetail
  onClose: () => void
  onSaved: (id: number) => void
}

type Values = {
  project_id: number | null
  budget_code: string | null
  /** The chosen vendor with its name, to show it before the choices load. */
  vendor: ComboboxChoice | null
  /** The PO and its line the invoice is booked against, if any. */
  po: { poId: number | null; lineId: number | null }
  /** The contract instalment the invoice is for, if any. */
  contract_instalment_id: number | null
  invoice_no: string
  invoice_date: string
  /** null: the edited expense's own currency, until another is chosen (the list may still be loading). */
  currency_id: string | null
  amount: string
  gst_id: string
  tds_id: string
}

/** The request's names for the fields this form holds under other names. */
const FORM_NAMES = { vendor_id: 'vendor', po_id: 'po', po_line_id: 'po', currency_code: 'currency_id' }

const codeOf = (label: string) => label.split(' — ')[0] ?? label

const idText = (id: number | null | undefined) => (id ? String(id) : '')

function valuesOf(expense: ExpenseDetail | undefined, projectId: number | null): Values {
  return {
    project_id: expense?.project_id ?? projectId,
    budget_code: expense?.budget_code ?? null,
    vendor: expense ? { id: expense.vendor_id, label: expense.vendor_name } : null,
    po: { poId: expense?.po_id ?? null, lineId: expense?.po_line_id ?? null },
    contract_instalment_id: expense?.contract_instalment_id ?? null,
    invoice_no: expense?.invoice_no ?? '',
    invoice_date: expense?.invoice_date ?? today(),
    currency_id: expense ? null : '',
    amount: expense ? formatMoney(expense.amount, expense.minor_units) : '',
    gst_id: idText(expense?.gst_id),
    tds_id: idText(expense?.tds_id),
  }
}

/**
 * "New expense" or "Edit expense": the invoice on a project's code, with its taxes and the code's
 * remaining, live. Editing starts from the expense's values; a 409 (changed meanwhile) is shown
 * and what was typed stays, to save again once the expense is reloaded.
 */
export function ExpenseFormDialog({ projectId: initialProject, expense, onClose, onSaved }: Props) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const [codeSearch, setCodeSearch] = useState('')
  const [vendorSearch, setVendorSearch] = useState('')
  const form = useAppForm<Values, Omit<CreateExpenseRequest, 'currency_code'>>({
    defaultValues: valuesOf(expense, initialProject),
    // What the browser can tell before asking the server; the server checks the rest. The amount's
    // decimals are the invoice currency's, from this render's preview (react-hook-form keeps the
    // latest resolver).
    resolver: checkResolver((typed: Values) => {
      const amount = parseMoney(typed.amount, preview.documentMinorUnits)
      const missing: FieldErrors = {}
      if (!typed.project_id) missing.project_id = t('expenses.form.required')
      if (!typed.budget_code) missing.budget_code = t('expenses.form.required')
      if (!typed.vendor) missing.vendor = t('expenses.form.required')
      if (!typed.invoice_no.trim()) missing.invoice_no = t('expenses.form.required')
      if (amount === null || amount <= 0) missing.amount = t('expenses.form.amountInvalid')
      // A PO without its line would be saved without the PO (the server refuses it too).
      if (typed.po.poId && !typed.po.lineId) missing.po = t('expenses.form.poLineRequired')
      if (Object.keys(missing).length) return { ok: false, errors: missing }
      return {
        ok: true,
        data: {
          project_id: typed.project_id as number,
          budget_code: typed.budget_code as string,
          vendor_id: typed.vendor?.id as number,
          po_id: typed.po.poId,
          po_line_id: typed.po.lineId,
          contract_instalment_id: typed.contract_instalment_id,
          invoice_no: typed.invoice_no.trim(),
          invoice_date: typed.invoice_date,
          amount: amount as number,
          gst_id: typed.gst_id ? Number(typed.gst_id) : null,
          // Left out: the vendor's section.
          ...(typed.tds_id ? { tds_id: Number(typed.tds_id) } : {}),
        },
      }
    }),
  })
  const values = useWatch({ control: form.control }) as Values
  /** The user chose a GST rate themselves: a vendor's usual rate no longer replaces it. */
  const gstChosen = useRef(Boolean(expense))
  /** A new expense takes the chosen vendor's usual GST rate (that of its latest expense). */
  const applyVendorGst = async (vendorId: number) => {
    if (gstChosen.current) return
    try {
      const defaults = await queryClient.fetchQuery(vendorDefaultsQuery(vendorId))
      if (gstChosen.current || form.getValues('vendor')?.id !== vendorId) return
      form.setValue('gst_id', idText(defaults.gst_id))
    } catch {
      // Without the vendor's usual rate the user picks one, as before.
    }
  }

  // Codes by name for whoever drafts expenses; what remains on each only for budget readers.
  const codes = useQuery({
    ...remainingQuery(values.project_id ?? 0, useDeferredValue(codeSearch), 'expense'),
    enabled: values.project_id !== null,
  })
  const vendors = useQuery(choicesQuery('vendor', useDeferredValue(vendorSearch)))
  const currencies = useQuery(choicesQuery('currency'))
  const gstRates = useQuery(choicesQuery('gst'))
  const tdsSections = useQuery(choicesQuery('tds'))
  const keptCurrency =
    expense && expense.currency_code !== expense.project_currency_code ? expense.currency_code : null
  const currencyId =
    values.currency_id ??
    idText(keptCurrency ? currencies.data?.find((c) => codeOf(c.label) === keptCurrency)?.id : null)
  const chosenCurrency = currencies.data?.find((c) => String(c.id) === currencyId)?.label
  /** The invoice's currency code; null for the project's. */
  const currencyCode =
    values.currency_id === null ? keptCurrency : chosenCurrency ? codeOf(chosenCurrency) : null
  const preview = useDraftPreview({
    projectId: values.project_id,
    expenseId: expense?.expense_id,
    code: values.budget_code,
    vendorId: values.vendor?.id ?? null,
    poLineId: values.po.lineId,
    contractInstalmentId: values.contract_instalment_id,
    invoiceDate: values.invoice_date,
    currencyId: currencyId ? Number(currencyId) : null,
    currencyCode,
    amountText: values.amount,
    gstId: values.gst_id ? Number(values.gst_id) : null,
    tdsId: values.tds_id ? Number(values.tds_id) : null,
  })
  const money = preview.money
  const figuresOf = new Map((codes.data?.codes ?? []).map((figure) => [figure.budget_code, figure]))
  const codeChoices: ComboboxChoice[] = (codes.data?.choices ?? []).map((choice, index) => {
    const figure = figuresOf.get(choice.budget_code)
    const remaining = figure ? ` · ${t('expenses.form.remaining', { amount: money(figure.remaining) })}` : ''
    return { id: index + 1, label: `${choice.budget_code} — ${choice.description ?? ''}${remaining}` }
  })

  const save = async (fields: Omit<CreateExpenseRequest, 'currency_code'>) => {
    try {
      const saved = expense
        ? await updateExpense(expense.expense_id, {
            ...fields,
            // An edit names the currency even when it is the project's: left out, it stays as it was.
            currency_code: currencyCode ?? expense.project_currency_code,
            row_version: expense.row_version,
          })
        : await createExpense({ ...fields, currency_code: currencyCode ?? undefined })
      queryClient.setQueryData(expensesKeys.one(saved.expense_id), saved)
      void queryClient.invalidateQueries({ queryKey: expensesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['expenses', 'byBudget'] })
      notify({
        variant: 'success',
        message: t(expense ? 'expenses.toast.updated' : 'expenses.toast.created', { no: saved.invoice_no }),
      })
      onSaved(saved.expense_id)
    } catch (error) {
      // Changed meanwhile: fetch its new version so saving again applies what was typed on top of it.
      if (error instanceof ApiError && error.code === 'stale' && expense)
        void queryClient.invalidateQueries({ queryKey: expensesKeys.one(expense.expense_id) })
      throw error
    }
  }
  /** A Stop on a booked invoice number, said in the user's language with the booking it names. */
  const duplicateInWords = (errors: FieldErrors, error: unknown): FieldErrors => {
    const booked =
      error instanceof ApiError
        ? error.fieldErrors.find((problem) => problem.code === 'duplicateInvoice')
        : undefined
    if (!booked?.params) return errors
    const { expense: other, date, status } = booked.params
    return {
      ...errors,
      invoice_no: t('expenses.duplicates.stopped', {
        expense: other,
        date: formatDate(String(date), i18n.language),
        status: t(`expenses.status.${status}`),
      }),
    }
  }
  const options = (rows: ComboboxChoice[] | undefined, none: string) => [
    { value: '', label: none },
    ...(rows ?? []).map((row) => ({ value: String(row.id), label: row.label })),
  ]

  return (
    <FormDialog
      form={form}
      onSubmit={save}
      serverErrors={(error) => renameFields(duplicateInWords(fieldErrorsFrom(error), error), FORM_NAMES)}
      onClose={onClose}
      title={expense ? t('expenses.form.editTitle', { no: expense.invoice_no }) : t('expenses.form.title')}
      submitLabel={expense ? t('expenses.form.saveChanges') : t('expenses.form.save')}
      wide
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          name="project_id"
          render={({ value, onChange, error }) => (
            <ProjectPicker
              label={t('expenses.fields.project')}
              value={value}
              error={error}
              onChange={(id) => {
                onChange(id)
                form.setValue('budget_code', null)
                form.setValue('po', { poId: null, lineId: null })
              }}
            />
          )}
        />
        <FormField
          name="budget_code"
          render={({ value, onChange, error }) => (
            <SearchCombobox
              label={t('expenses.fields.budgetCode')}
              value={value ? { id: 0, label: value } : null}
              onChange={(choice) => onChange(choice ? codeOf(choice.label) : null)}
              choices={codeChoices}
              loaded={codes.isSuccess && !codes.isPlaceholderData}
              onSearch={setCodeSearch}
              placeholder={t('expenses.form.codePlaceholder')}
              noChoicesText={t('expenses.form.noCodes')}
              showChoicesLabel={t('expenses.form.showCodes')}
              disabled={values.project_id === null}
              error={error}
            />
          )}
        />
        <FormField
          name="vendor"
          render={({ value, onChange, error }) => (
            <SearchCombobox
              label={t('expenses.fields.vendor')}
              value={value}
              onChange={(choice) => {
                onChange(choice)
                if (choice && !expense) void applyVendorGst(choice.id)
              }}
              choices={vendors.data ?? []}
              loaded={vendors.isSuccess && !vendors.isPlaceholderData}
              onSearch={setVendorSearch}
              placeholder={t('expenses.form.vendorPlaceholder')}
              noChoicesText={t('expenses.form.noVendors')}
              showChoicesLabel={t('expenses.form.showVendors')}
              error={error}
            />
          )}
        />
        <FormTextField name="invoice_no" label={t('expenses.fields.invoiceNo')} maxLength={40} />
        <FormTextField name="invoice_date" type="date" label={t('expenses.fields.invoiceDate')} />
        <FormField
          name="currency_id"
          render={({ onChange, error }) => (
            <SelectField
              label={t('expenses.fields.currency')}
              value={currencyId}
              onChange={(event) => onChange(event.target.value)}
              options={options(currencies.data, t('expenses.form.projectCurrency'))}
              error={error}
            />
          )}
        />
        <FormTextField
          name="amount"
          label={t('expenses.fields.amount')}
          inputMode="decimal"
          hint={t('expenses.form.amountHint')}
        />
        <FormSelectField
          name="gst_id"
          label={t('expenses.fields.gst')}
          options={options(gstRates.data, t('expenses.form.noGst'))}
          onChange={() => {
            gstChosen.current = true
          }}
        />
        <FormSelectField
          name="tds_id"
          label={t('expenses.fields.tds')}
          options={options(tdsSections.data, t('expenses.form.vendorTds'))}
        />
      </div>
      {values.project_id ? (
        <FormField
          name="po"
          render={({ value, onChange, error }) => (
            <PoLinePicker
              projectId={values.project_id as number}
              poId={value.poId}
              lineId={value.lineId}
              error={error}
              onChange={(choice) => {
                onChange({ poId: choice.poId, lineId: choice.lineId })
                if (choice.budgetCode) {
                  form.setValue('budget_code', choice.budgetCode)
                  form.clearErrors('budget_code')
                }
              }}
            />
          )}
        />
      ) : null}
      {values.project_id ? (
        <FormField
          name="contract_instalment_id"
          render={({ value, onChange, error }) => (
            <InstalmentPicker
              projectId={values.project_id as number}
              currency={codes.data?.currency ?? { code: 'INR', minor_units: 2 }}
              instalmentId={value}
              error={error}
              onChange={(choice) => {
                onChange(choice.instalmentId)
                if (choice.budgetCode) {
                  form.setValue('budget_code', choice.budgetCode)
                  form.clearErrors('budget_code')
                }
              }}
            />
          )}
        />
      ) : null}
      <ExpensePreviewPanel preview={preview} code={values.budget_code} />
    </FormDialog>
  )
}
