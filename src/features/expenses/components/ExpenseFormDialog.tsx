import { formatMoney, parseMoney } from '@contract/masters/fields'
import type { ExpenseDetail } from '@contract/spend/expenses'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { SelectField, TextField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { type ComboboxChoice, SearchCombobox } from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { remainingQuery } from '@/lib/budget-remaining'
import { choicesQuery } from '@/lib/choices'
import { createExpense, expensesKeys, updateExpense } from '../api'
import { ExpensePreviewPanel, useDraftPreview } from './ExpensePreviewPanel'
import { PoLinePicker } from './PoLinePicker'

type Props = {
  projectId: number | null
  /** A draft or rejected expense to change (PUT with its row_version); a new one when left out. */
  expense?: ExpenseDetail
  onClose: () => void
  onSaved: (id: number) => void
}

const today = () => new Date().toISOString().slice(0, 10)
const codeOf = (label: string) => label.split(' — ')[0] ?? label

const idText = (id: number | null | undefined) => (id ? String(id) : '')

/**
 * "New expense" or "Edit expense": the invoice on a project's code, with its taxes and the code's
 * remaining, live. Editing starts from the expense's values; a 409 (changed meanwhile) is shown
 * and what was typed stays, to save again once the expense is reloaded.
 */
export function ExpenseFormDialog({ projectId: initialProject, expense, onClose, onSaved }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [projectId, setProjectId] = useState<number | null>(expense?.project_id ?? initialProject)
  const [code, setCode] = useState<string | null>(expense?.budget_code ?? null)
  const [codeSearch, setCodeSearch] = useState('')
  const [vendor, setVendor] = useState<ComboboxChoice | null>(
    expense ? { id: expense.vendor_id, label: expense.vendor_name } : null,
  )
  const [vendorSearch, setVendorSearch] = useState('')
  const [po, setPo] = useState<{ poId: number | null; lineId: number | null }>({
    poId: expense?.po_id ?? null,
    lineId: expense?.po_line_id ?? null,
  })
  const [invoiceNo, setInvoiceNo] = useState(expense?.invoice_no ?? '')
  const [invoiceDate, setInvoiceDate] = useState(expense?.invoice_date ?? today())
  // null: the edited expense's own currency, until another is chosen (the list may still be loading).
  const [currencyPick, setCurrencyPick] = useState<string | null>(expense ? null : '')
  const [amountText, setAmountText] = useState(
    expense ? formatMoney(expense.amount, expense.minor_units) : '',
  )
  const [gstId, setGstId] = useState(idText(expense?.gst_id))
  const [tdsId, setTdsId] = useState(idText(expense?.tds_id))
  const [errors, setErrors] = useState<Record<string, string>>({})

  const codes = useQuery({
    ...remainingQuery(projectId ?? 0, useDeferredValue(codeSearch)),
    enabled: projectId !== null,
  })
  const vendors = useQuery(choicesQuery('vendor', useDeferredValue(vendorSearch)))
  const currencies = useQuery(choicesQuery('currency'))
  const gstRates = useQuery(choicesQuery('gst'))
  const tdsSections = useQuery(choicesQuery('tds'))
  const keptCurrency =
    expense && expense.currency_code !== expense.project_currency_code ? expense.currency_code : null
  const currencyId =
    currencyPick ??
    idText(keptCurrency ? currencies.data?.find((c) => codeOf(c.label) === keptCurrency)?.id : null)
  const chosenCurrency = currencies.data?.find((c) => String(c.id) === currencyId)?.label
  /** The invoice's currency code; null for the project's. */
  const currencyCode = currencyPick === null ? keptCurrency : chosenCurrency ? codeOf(chosenCurrency) : null
  const preview = useDraftPreview({
    projectId,
    code,
    vendorId: vendor?.id ?? null,
    invoiceDate,
    currencyId: currencyId ? Number(currencyId) : null,
    currencyCode,
    amountText,
    gstId: gstId ? Number(gstId) : null,
    tdsId: tdsId ? Number(tdsId) : null,
  })
  const money = preview.money
  const codeChoices: ComboboxChoice[] = (codes.data?.codes ?? []).map((figure, index) => ({
    id: index + 1,
    label: `${figure.budget_code} — ${figure.description ?? ''} · ${t('expenses.form.remaining', { amount: money(figure.remaining) })}`,
  }))

  const amount = parseMoney(amountText, preview.documentMinorUnits)
  /** What the browser can tell before asking the server. */
  const missingFields = () => {
    const missing: Record<string, string> = {}
    if (!projectId) missing.project_id = t('expenses.form.required')
    if (!code) missing.budget_code = t('expenses.form.required')
    if (!vendor) missing.vendor_id = t('expenses.form.required')
    if (!invoiceNo.trim()) missing.invoice_no = t('expenses.form.required')
    if (amount === null || amount <= 0) missing.amount = t('expenses.form.amountInvalid')
    return missing
  }
  const fields = () => ({
    project_id: projectId as number,
    budget_code: code as string,
    vendor_id: vendor?.id as number,
    po_line_id: po.lineId,
    invoice_no: invoiceNo.trim(),
    invoice_date: invoiceDate,
    amount: amount as number,
    gst_id: gstId ? Number(gstId) : null,
    // Left out: the vendor's section.
    ...(tdsId ? { tds_id: Number(tdsId) } : {}),
  })
  const save = useMutation({
    mutationFn: () =>
      expense
        ? updateExpense(expense.expense_id, {
            ...fields(),
            // An edit names the currency even when it is the project's: left out, it stays as it was.
            currency_code: currencyCode ?? expense.project_currency_code,
            row_version: expense.row_version,
          })
        : createExpense({ ...fields(), currency_code: currencyCode ?? undefined }),
    onSuccess: (saved) => {
      queryClient.setQueryData(expensesKeys.one(saved.expense_id), saved)
      void queryClient.invalidateQueries({ queryKey: expensesKeys.lists() })
      void queryClient.invalidateQueries({ queryKey: ['expenses', 'byBudget'] })
      onSaved(saved.expense_id)
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return
      setErrors(Object.fromEntries(error.fieldErrors.map((field) => [field.path, field.message])))
      // Changed meanwhile: fetch its new version so saving again applies what was typed on top of it.
      if (error.code === 'stale' && expense)
        void queryClient.invalidateQueries({ queryKey: expensesKeys.one(expense.expense_id) })
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing = missingFields()
    setErrors(missing)
    if (Object.keys(missing).length === 0) save.mutate()
  }
  const options = (rows: ComboboxChoice[] | undefined, none: string) => [
    { value: '', label: none },
    ...(rows ?? []).map((row) => ({ value: String(row.id), label: row.label })),
  ]

  return (
    <Dialog
      open
      onClose={onClose}
      title={expense ? t('expenses.form.editTitle', { no: expense.invoice_no }) : t('expenses.form.title')}
      wide
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.isError && !(save.error instanceof ApiError && save.error.fieldErrors.length) ? (
          <Alert tone="danger">{save.error.message}</Alert>
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <ProjectPicker
            label={t('expenses.fields.project')}
            value={projectId}
            onChange={(id) => {
              setProjectId(id)
              setCode(null)
              setPo({ poId: null, lineId: null })
            }}
          />
          <SearchCombobox
            label={t('expenses.fields.budgetCode')}
            value={code ? { id: 0, label: code } : null}
            onChange={(choice) => setCode(choice ? codeOf(choice.label) : null)}
            choices={codeChoices}
            loaded={codes.isSuccess && !codes.isPlaceholderData}
            onSearch={setCodeSearch}
            placeholder={t('expenses.form.codePlaceholder')}
            noChoicesText={t('expenses.form.noCodes')}
            showChoicesLabel={t('expenses.form.showCodes')}
            disabled={projectId === null}
            error={errors.budget_code}
          />
          <SearchCombobox
            label={t('expenses.fields.vendor')}
            value={vendor}
            onChange={setVendor}
            choices={vendors.data ?? []}
            loaded={vendors.isSuccess && !vendors.isPlaceholderData}
            onSearch={setVendorSearch}
            placeholder={t('expenses.form.vendorPlaceholder')}
            noChoicesText={t('expenses.form.noVendors')}
            showChoicesLabel={t('expenses.form.showVendors')}
            error={errors.vendor_id}
          />
          <TextField
            label={t('expenses.fields.invoiceNo')}
            value={invoiceNo}
            maxLength={40}
            onChange={(e) => setInvoiceNo(e.target.value)}
            error={errors.invoice_no}
          />
          <TextField
            type="date"
            label={t('expenses.fields.invoiceDate')}
            value={invoiceDate}
            onChange={(e) => setInvoiceDate(e.target.value)}
            error={errors.invoice_date}
          />
          <SelectField
            label={t('expenses.fields.currency')}
            value={currencyId}
            onChange={(e) => setCurrencyPick(e.target.value)}
            options={options(currencies.data, t('expenses.form.projectCurrency'))}
            error={errors.currency_code}
          />
          <TextField
            label={t('expenses.fields.amount')}
            inputMode="decimal"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            error={errors.amount}
            hint={t('expenses.form.amountHint')}
          />
          <SelectField
            label={t('expenses.fields.gst')}
            value={gstId}
            onChange={(e) => setGstId(e.target.value)}
            options={options(gstRates.data, t('expenses.form.noGst'))}
            error={errors.gst_id}
          />
          <SelectField
            label={t('expenses.fields.tds')}
            value={tdsId}
            onChange={(e) => setTdsId(e.target.value)}
            options={options(tdsSections.data, t('expenses.form.vendorTds'))}
            error={errors.tds_id}
          />
        </div>
        {projectId ? (
          <PoLinePicker
            projectId={projectId}
            poId={po.poId}
            lineId={po.lineId}
            error={errors.po_line_id}
            onChange={(choice) => {
              setPo({ poId: choice.poId, lineId: choice.lineId })
              if (choice.budgetCode) setCode(choice.budgetCode)
            }}
          />
        ) : null}
        <ExpensePreviewPanel preview={preview} code={code} />
        <FormActions
          onCancel={onClose}
          submitLabel={expense ? t('expenses.form.saveChanges') : t('expenses.form.save')}
          busy={save.isPending}
        />
      </form>
    </Dialog>
  )
}
