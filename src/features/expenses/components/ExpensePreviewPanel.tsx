import { parseMoney } from '@contract/masters/fields'
import type { ExpensePreviewRequest } from '@contract/spend/expenses'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { remainingQuery } from '@/lib/budget-remaining'
import { useMoney } from '@/lib/money'
import { expensePreviewQuery, masterRecordQuery } from '../api'

type DraftFields = {
  projectId: number | null
  /** The expense being edited: its own share of its PO line is not counted twice. */
  expenseId?: number
  code: string | null
  vendorId: number | null
  poLineId: number | null
  contractInstalmentId: number | null
  invoiceDate: string
  currencyId: number | null
  currencyCode: string | null
  amountText: string
  gstId: number | null
  tdsId: number | null
}

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/** The value once it has stopped changing for `ms` (one preview request per pause in typing). */
function useSettled<T>(value: T, ms = 250): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

/**
 * The live preview of a draft: the server resolves it as saving would (conversion, GST, TDS, and
 * its code's figures after it, net of its PO line's open commitment), so what the form shows is
 * what the saved expense will say. The browser only parses the amount in the invoice currency's
 * decimals.
 */
export function useDraftPreview(draft: DraftFields) {
  const projectId = draft.projectId ?? 0
  // The project's currency, from the code picker's own (cached) answer.
  const codes = useQuery({ ...remainingQuery(projectId, '', 'expense'), enabled: draft.projectId !== null })
  const docCurrency = useQuery({
    ...masterRecordQuery('currency', draft.currencyId ?? 0),
    enabled: draft.currencyId !== null,
  })
  const projectCurrency = codes.data?.currency ?? { code: 'INR', minor_units: 2 }
  const documentCode = draft.currencyCode ?? projectCurrency.code
  const documentMinorUnits = numberOrNull(docCurrency.data?.minor_units) ?? projectCurrency.minor_units
  const amount = parseMoney(draft.amountText, documentMinorUnits)
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(draft.invoiceDate)
  const request: ExpensePreviewRequest | null =
    draft.projectId !== null && amount !== null && amount > 0 && dated
      ? {
          project_id: draft.projectId,
          budget_code: draft.code,
          vendor_id: draft.vendorId,
          po_line_id: draft.poLineId,
          contract_instalment_id: draft.contractInstalmentId,
          invoice_date: draft.invoiceDate,
          ...(draft.currencyCode ? { currency_code: draft.currencyCode } : {}),
          amount,
          gst_id: draft.gstId,
          // Left out: the vendor's section.
          ...(draft.tdsId !== null ? { tds_id: draft.tdsId } : {}),
          ...(draft.expenseId ? { expense_id: draft.expenseId } : {}),
        }
      : null
  const settled = useSettled(request)
  const answer = useQuery(expensePreviewQuery(settled))
  const money = useMoney(
    answer.data
      ? { code: answer.data.project_currency_code, minor_units: answer.data.project_minor_units }
      : projectCurrency,
  )
  const documentMoney = useMoney({ code: documentCode, minor_units: documentMinorUnits })
  return {
    /** The server's answer for the latest settled draft; null while there is nothing to ask. */
    preview: request === null ? null : (answer.data ?? null),
    error: request !== null && answer.isError ? answer.error : null,
    money,
    documentMoney,
    documentMinorUnits,
  }
}

type Props = { preview: ReturnType<typeof useDraftPreview>; code: string | null }

/** The draft's taxes, net payable and the code's remaining after it; over budget in red, with words. */
export function ExpensePreviewPanel({ preview: draft, code }: Props) {
  const { t } = useTranslation()
  const { preview, error, money, documentMoney } = draft
  if (error)
    return (
      <p className="rounded-control bg-surface-muted p-3 text-sm text-danger" role="status">
        {t('expenses.preview.failed', { message: error.message })}
      </p>
    )
  if (!preview)
    return (
      <p className="rounded-control bg-surface-muted p-3 text-sm text-ink-muted">
        {t('expenses.preview.empty')}
      </p>
    )
  const rows: [string, string][] = [
    ...(preview.gst_kind === 'intra'
      ? ([
          [t('expenses.preview.cgst'), documentMoney(preview.cgst_amount)],
          [t('expenses.preview.sgst'), documentMoney(preview.sgst_amount)],
        ] as [string, string][])
      : preview.gst_kind === 'inter'
        ? ([[t('expenses.preview.igst'), documentMoney(preview.igst_amount)]] as [string, string][])
        : []),
    [t('expenses.preview.total'), documentMoney(preview.total)],
    [t('expenses.preview.tds'), documentMoney(preview.tds_amount)],
    [t('expenses.preview.netPayable'), documentMoney(preview.net_payable)],
    [t('expenses.preview.amountProject'), money(preview.amount_project)],
  ]
  const figure = preview.budget
  const over = figure !== null && figure.remaining_after < 0
  return (
    <section aria-labelledby="expense-preview" className="rounded-control border border-line p-3 text-sm">
      <h3 id="expense-preview" className="mb-2 font-semibold text-ink">
        {t('expenses.preview.title')}
      </h3>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {code && figure ? (
        // Said as the saved expense's detail says it (ExpenseDetailDialog), with what the
        // organisation's control will do when it takes the code past its budget.
        <p
          className={`mt-3 flex items-center gap-2 ${over ? 'font-semibold text-danger' : 'text-ink'}`}
          data-testid="remaining-after"
        >
          {over ? <Icon name="alert" className="size-4 shrink-0" /> : null}
          {t(over ? 'expenses.preview.overAfter' : 'expenses.preview.remainingAfter', {
            code: figure.budget_code,
            amount: money(figure.remaining_after),
            remaining: money(figure.remaining),
          })}
          {preview.over_budget && preview.control
            ? ` ${t(`expenses.preview.control.${preview.control}`)}`
            : ''}
        </p>
      ) : code && preview.control ? (
        // Whoever does not read the budget learns whether the expense fits, never the figures.
        <p
          className={`mt-3 flex items-center gap-2 ${preview.over_budget ? 'font-semibold text-danger' : 'text-ink'}`}
          data-testid="remaining-after"
        >
          {preview.over_budget ? <Icon name="alert" className="size-4 shrink-0" /> : null}
          {t(preview.over_budget ? 'expenses.preview.overNoFigures' : 'expenses.preview.fits', { code })}
          {preview.over_budget ? ` ${t(`expenses.preview.control.${preview.control}`)}` : ''}
        </p>
      ) : null}
    </section>
  )
}
