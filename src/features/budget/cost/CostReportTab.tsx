import type { CostReport, CostReportCode, CostTotals, EtcProposal } from '@contract/cost-report'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { SelectField, TextField } from '@/components/Field'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { ApiError } from '@/lib/api-error'
import { download, type ExportColumn, MIME, toXlsx } from '@/lib/export'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { LoadFailed, LoadingBlock, sheetAmount } from '../reports/shared'
import type { BudgetTabProps } from '../reports/types'
import { CostCompare } from './CostCompare'
import { costKeys, costReportQuery, costSnapshotsQuery, takeCostSnapshot } from './cost-api'
import { EtcDialog, type EtcDraft } from './EtcDialog'

const ROWS_PAGE = 200
const FIGURES = ['budget', 'period_actual', 'actual', 'committed', 'etc', 'efc', 'variance'] as const

/**
 * The cost report: per code budget, this period's and to-date actual, committed, estimate to
 * complete, estimated final cost and variance as of a date; ETC changed with a reason, the DCR's and
 * overdue hires' proposals taken in one click, the week kept and compared with an earlier one.
 */
export function CostReportTab({ projectId, version, currency }: BudgetTabProps) {
  const { t } = useTranslation()
  const [asOf, setAsOf] = useState<string | null>(null)
  const [periodFrom, setPeriodFrom] = useState<string | null>(null)
  const [draft, setDraft] = useState<EtcDraft | null>(null)
  const [compareWith, setCompareWith] = useState<number | null>(null)
  const [limit, setLimit] = useState(ROWS_PAGE)
  const report = useQuery(costReportQuery(projectId, { version, asOf, periodFrom }))
  const snapshots = useQuery(costSnapshotsQuery(projectId))
  const queryClient = useQueryClient()
  const money = useMoney(currency)
  const keep = useMutation({
    mutationFn: () => takeCostSnapshot(projectId),
    onSuccess: (snapshot) => {
      void queryClient.invalidateQueries({ queryKey: costKeys.snapshots(projectId) })
      notify({ variant: 'success', message: t('budgetReports.cost.kept', { week: snapshot.week_ending }) })
    },
    onError: (error) =>
      notify({
        variant: 'danger',
        message: error instanceof ApiError ? error.message : t('budgetReports.cost.keepFailed'),
      }),
  })

  if (report.isPending) return <LoadingBlock />
  if (report.isError) return <LoadFailed error={report.error} onRetry={() => void report.refetch()} />
  const data = report.data
  const proposing = data.codes.some((code) => code.proposals.length > 0)
  const proposalText = (proposal: EtcProposal) =>
    proposal.source === 'dcr'
      ? t('budgetReports.cost.proposalDcr', {
          amount: `${proposal.amount > 0 ? '+' : ''}${money(proposal.amount)}`,
          days: proposal.days_reported,
          toCome: proposal.days_to_come,
          pct: proposal.pct_of_plan,
        })
      : t('budgetReports.cost.proposalHire', {
          amount: `+${money(proposal.amount)}`,
          items: proposal.items.map((item) => `${item.item_no} ${item.name} (${item.late_days})`).join(', '),
        })

  return (
    <section className="space-y-4" aria-labelledby="cost-report-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="cost-report-heading" className="text-lg font-semibold text-ink">
            {t('budgetReports.cost.heading')}
          </h2>
          <p className="text-sm text-ink-muted">{t('budgetReports.cost.intro')}</p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <TextField
            type="date"
            label={t('budgetReports.cost.asOf')}
            value={asOf ?? data.as_of}
            onChange={(event) => setAsOf(event.target.value || null)}
          />
          <TextField
            type="date"
            label={t('budgetReports.cost.periodFrom')}
            value={periodFrom ?? data.period_from}
            onChange={(event) => setPeriodFrom(event.target.value || null)}
          />
          <Button variant="secondary" size="sm" icon="file" onClick={() => void exportCostReport(data, t)}>
            {t('budgetReports.exportXlsx')}
          </Button>
          {data.can_edit ? (
            <Button size="sm" onClick={() => keep.mutate()} loading={keep.isPending}>
              {t('budgetReports.cost.keepWeek')}
            </Button>
          ) : null}
        </div>
      </div>
      <Totals totals={data.totals} money={money} />
      {data.codes.length === 0 ? (
        <EmptyState icon="chart" title={t('budgetReports.cost.empty')} />
      ) : (
        <PlainTable
          caption={t('budgetReports.cost.heading')}
          columns={[
            { key: 'code', header: t('budgetReports.columns.code') },
            ...FIGURES.map((field) => ({
              key: field,
              header: t(`budgetReports.cost.${field}`),
              align: 'end' as const,
              tight: true,
            })),
            // Only when a code has one: an empty column would push the figures off a laptop's screen.
            ...(proposing ? [{ key: 'proposals', header: t('budgetReports.cost.proposals') }] : []),
          ]}
        >
          {data.codes.slice(0, limit).map((code) => (
            <CodeRow
              key={code.budget_code}
              code={code}
              money={money}
              canEdit={data.can_edit}
              proposalText={proposalText}
              proposing={proposing}
              onEdit={(amount, reason) => setDraft({ code, amount, reason, effectiveDate: data.as_of })}
            />
          ))}
        </PlainTable>
      )}
      {data.codes.length > limit ? (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" onClick={() => setLimit(limit + ROWS_PAGE)}>
            {t('budgetReports.compare.showMore', { count: ROWS_PAGE, left: data.codes.length - limit })}
          </Button>
        </div>
      ) : null}
      {snapshots.data && snapshots.data.length > 0 ? (
        <div className="space-y-3 border-t border-line pt-4">
          <SelectField
            label={t('budgetReports.cost.compareWith')}
            value={compareWith === null ? '' : String(compareWith)}
            onChange={(event) => setCompareWith(event.target.value ? Number(event.target.value) : null)}
            options={[
              { value: '', label: t('budgetReports.cost.chooseWeek') },
              ...snapshots.data.map((snapshot) => ({
                value: String(snapshot.snapshot_id),
                label: t('budgetReports.cost.weekEnding', { week: snapshot.week_ending }),
              })),
            ]}
          />
          {compareWith !== null ? (
            <CostCompare projectId={projectId} snapshotId={compareWith} currency={currency} />
          ) : null}
        </div>
      ) : null}
      {draft ? (
        <EtcDialog projectId={projectId} currency={currency} draft={draft} onClose={() => setDraft(null)} />
      ) : null}
    </section>
  )
}

function Totals({ totals, money }: { totals: CostTotals; money: (units: number) => string }) {
  const { t } = useTranslation()
  return (
    <dl
      className="grid grid-cols-2 gap-3 sm:grid-cols-4 2xl:grid-cols-7"
      aria-label={t('budgetReports.cost.totals')}
    >
      {FIGURES.map((field) => (
        <div key={field} className="rounded-card border border-line bg-surface px-4 py-3">
          <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">
            {t(`budgetReports.cost.${field}`)}
          </dt>
          <dd
            className={`mt-1 whitespace-nowrap text-base font-semibold tabular-nums ${field === 'variance' && totals.variance < 0 ? 'text-danger' : 'text-ink'}`}
          >
            {money(totals[field])}
          </dd>
        </div>
      ))}
    </dl>
  )
}

function CodeRow({
  code,
  money,
  canEdit,
  proposalText,
  proposing,
  onEdit,
}: {
  code: CostReportCode
  money: (units: number) => string
  canEdit: boolean
  proposalText: (proposal: EtcProposal) => string
  /** Whether any code of the report has a proposal (the column is there). */
  proposing: boolean
  onEdit: (amount: number, reason: string) => void
}) {
  const { t } = useTranslation()
  const end = `${plainCell('end', true)} tabular-nums whitespace-nowrap`
  return (
    <tr className={`${plainRow} align-top`}>
      <td className={`${plainCell()} min-w-44`}>
        <div className="font-medium whitespace-nowrap text-ink">{code.budget_code}</div>
        <div className="text-xs text-ink-muted">{code.description}</div>
      </td>
      <td className={end}>{money(code.budget)}</td>
      <td className={end}>{money(code.period_actual)}</td>
      <td className={end}>{money(code.actual)}</td>
      <td className={end}>{money(code.committed)}</td>
      <td className={end}>
        <div>{money(code.etc)}</div>
        {/* Wraps under the amount: the note must not widen the figures' column. */}
        <div className="whitespace-normal text-xs text-ink-muted">
          {code.etc_entry
            ? t('budgetReports.cost.entered', { date: code.etc_entry.effective_date })
            : t('budgetReports.cost.default')}
        </div>
        {canEdit ? (
          <button
            type="button"
            className="text-xs font-medium text-link underline-offset-2 hover:underline"
            aria-label={t('budgetReports.cost.changeEtcOf', { code: code.budget_code })}
            onClick={() => onEdit(code.etc, '')}
          >
            {t('budgetReports.cost.changeEtc')}
          </button>
        ) : null}
      </td>
      <td className={end}>{money(code.efc)}</td>
      <td className={`${end} ${code.variance < 0 ? 'font-medium text-danger' : ''}`}>
        {money(code.variance)}
      </td>
      {proposing ? (
        <td className={`${plainCell()} min-w-56 text-xs`}>
          {code.proposals.map((proposal) => (
            <div key={proposal.source} className="mb-1">
              <span className="text-ink">{proposalText(proposal)}</span>{' '}
              {canEdit ? (
                <button
                  type="button"
                  className="font-medium text-link underline-offset-2 hover:underline"
                  aria-label={t('budgetReports.cost.useProposalOf', {
                    source: t(`budgetReports.cost.source.${proposal.source}`),
                    code: code.budget_code,
                  })}
                  onClick={() => onEdit(Math.max(0, code.etc + proposal.amount), proposalText(proposal))}
                >
                  {t('budgetReports.cost.useProposal')}
                </button>
              ) : null}
            </div>
          ))}
        </td>
      ) : null}
    </tr>
  )
}

async function exportCostReport(report: CostReport, t: TFunction) {
  const amount = (units: number) => sheetAmount(units, report.currency)
  const columns: ExportColumn<CostReportCode>[] = [
    { header: t('budgetReports.columns.code'), value: (row) => row.budget_code },
    { header: t('budgetReports.columns.description'), value: (row) => row.description },
    { header: t('budgetReports.columns.category'), value: (row) => row.category_name },
    ...FIGURES.map(
      (field): ExportColumn<CostReportCode> => ({
        header: `${t(`budgetReports.cost.${field}`)} (${report.currency.code})`,
        value: (row) => amount(row[field]),
        type: 'money',
        currency: report.currency.code,
      }),
    ),
    { header: t('budgetReports.cost.reason'), value: (row) => row.etc_entry?.reason ?? null },
  ]
  try {
    download(
      `cost-report-${report.as_of}.xlsx`,
      await toXlsx(columns, report.codes, t('budgetReports.cost.sheet')),
      MIME.xlsx,
    )
  } catch {
    notify({ variant: 'danger', message: t('budgetReports.exportFailed') })
  }
}

export default CostReportTab
