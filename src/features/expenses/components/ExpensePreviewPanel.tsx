import { parseMoney } from '@contract/masters/fields'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { budgetControlsQuery, codeFiguresQuery } from '@/lib/budget-remaining'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { masterRecordQuery, projectQuery, rateQuery } from '../api'
import { type Preview, previewOf } from './expense-preview'

type DraftFields = {
  projectId: number | null
  code: string | null
  vendorId: number | null
  invoiceDate: string
  currencyId: number | null
  currencyCode: string | null
  amountText: string
  gstId: number | null
  tdsId: number | null
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)
const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null)

/**
 * Everything the live preview needs, each from its own cached query: the project (currency, the
 * buyer's company GSTIN), the vendor (GSTIN, TDS section), the GST rate, the TDS section, the
 * exchange rates of the invoice date, the code's figures and the expense budget control.
 */
export function useDraftPreview(draft: DraftFields) {
  const projectId = draft.projectId ?? 0
  const project = useQuery({ ...projectQuery(projectId), enabled: draft.projectId !== null })
  const companyId = project.data?.company_id ?? null
  const company = useQuery({ ...masterRecordQuery('company', companyId ?? 0), enabled: companyId !== null })
  const vendor = useQuery({
    ...masterRecordQuery('vendor', draft.vendorId ?? 0),
    enabled: draft.vendorId !== null,
  })
  const gst = useQuery({ ...masterRecordQuery('gst', draft.gstId ?? 0), enabled: draft.gstId !== null })
  const tdsId = draft.tdsId ?? numberOrNull(vendor.data?.tds_id)
  const tds = useQuery({ ...masterRecordQuery('tds', tdsId ?? 0), enabled: tdsId !== null })
  const docCurrency = useQuery({
    ...masterRecordQuery('currency', draft.currencyId ?? 0),
    enabled: draft.currencyId !== null,
  })
  // The figures of the draft's own code (a drafter sees no other code's).
  const figures = useQuery(codeFiguresQuery(projectId, draft.code ? [draft.code] : [], 'expense'))
  // The control is a setting: read by those who may read settings, otherwise left unsaid.
  const controls = useQuery({ ...budgetControlsQuery(), enabled: useCan('settings', 'GET') })
  const projectCurrency = figures.data?.currency ?? {
    code: project.data?.currency_code ?? 'INR',
    minor_units: 2,
  }
  const documentCode = draft.currencyCode ?? projectCurrency.code
  const documentMinorUnits = numberOrNull(docCurrency.data?.minor_units) ?? projectCurrency.minor_units
  const foreign = documentCode !== projectCurrency.code
  const dated = /^\d{4}-\d{2}-\d{2}$/.test(draft.invoiceDate)
  const fromRate = useQuery({ ...rateQuery(documentCode, draft.invoiceDate), enabled: foreign && dated })
  const toRate = useQuery({
    ...rateQuery(projectCurrency.code, draft.invoiceDate),
    enabled: foreign && dated,
  })
  const rates = !foreign
    ? {
        from: { rate: '1', minorUnits: documentMinorUnits },
        to: { rate: '1', minorUnits: projectCurrency.minor_units },
      }
    : fromRate.data && toRate.data
      ? {
          from: { rate: fromRate.data.rate, minorUnits: documentMinorUnits },
          to: { rate: toRate.data.rate, minorUnits: projectCurrency.minor_units },
        }
      : null
  const amount = parseMoney(draft.amountText, documentMinorUnits)
  const gstValues = gst.data
  const preview = previewOf({
    amount: amount !== null && amount > 0 ? amount : null,
    gst:
      draft.gstId !== null && gstValues
        ? {
            rate: String(gstValues.rate),
            cgst_rate: String(gstValues.cgst_rate),
            sgst_rate: String(gstValues.sgst_rate),
            igst_rate: String(gstValues.igst_rate),
          }
        : null,
    vendorGstin: text(vendor.data?.gstin),
    buyerGstin: text(company.data?.gstin),
    tds:
      tdsId !== null && tds.data
        ? { rate: String(tds.data.rate), threshold: numberOrNull(tds.data.threshold) }
        : null,
    rates,
    figures: figures.data?.codes.find((figure) => figure.budget_code === draft.code) ?? null,
    control: controls.data?.expense ?? null,
  })
  const money = useMoney(projectCurrency)
  const documentMoney = useMoney({ code: documentCode, minor_units: documentMinorUnits })
  const figure = figures.data?.codes.find((f) => f.budget_code === draft.code) ?? null
  return {
    preview,
    figure,
    control: controls.data?.expense ?? null,
    money,
    documentMoney,
    documentMinorUnits,
  }
}

type Props = { preview: ReturnType<typeof useDraftPreview>; code: string | null }

/** The draft's taxes, net payable and the code's remaining after it; over budget in red, with words. */
export function ExpensePreviewPanel({ preview: draft, code }: Props) {
  const { t } = useTranslation()
  const { preview, figure, control, money, documentMoney } = draft
  if (!preview)
    return (
      <p className="rounded-control bg-surface-muted p-3 text-sm text-ink-muted">
        {t('expenses.preview.empty')}
      </p>
    )
  const rows: [string, string][] = [
    ...(preview.gstKind === 'intra'
      ? ([
          [t('expenses.preview.cgst'), documentMoney(preview.taxes.cgst_amount)],
          [t('expenses.preview.sgst'), documentMoney(preview.taxes.sgst_amount)],
        ] as [string, string][])
      : preview.gstKind === 'inter'
        ? ([[t('expenses.preview.igst'), documentMoney(preview.taxes.igst_amount)]] as [string, string][])
        : []),
    [t('expenses.preview.total'), documentMoney(preview.taxes.total)],
    [t('expenses.preview.tds'), documentMoney(preview.taxes.tds_amount)],
    [t('expenses.preview.netPayable'), documentMoney(preview.taxes.net_payable)],
  ]
  if (preview.amountProject !== null)
    rows.push([t('expenses.preview.amountProject'), money(preview.amountProject)])
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
      {code && figure && preview.remainingAfter !== null ? (
        <p
          className={`mt-3 flex items-center gap-2 ${preview.over ? 'font-semibold text-danger' : 'text-ink'}`}
          data-testid="remaining-after"
        >
          {preview.over ? <Icon name="alert" className="size-4 shrink-0" /> : null}
          {t(preview.over ? 'expenses.preview.overAfter' : 'expenses.preview.remainingAfter', {
            code,
            amount: money(preview.remainingAfter),
            remaining: money(figure.remaining),
          })}
          {preview.over && control ? ` ${t(`expenses.preview.control.${control}`)}` : ''}
        </p>
      ) : null}
    </section>
  )
}

export type { Preview }
