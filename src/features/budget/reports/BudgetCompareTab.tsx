import {
  BUDGET_CHANGES,
  type BudgetCompare,
  type BudgetDifference,
  type BudgetVersion,
} from '@contract/budget'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { download, type ExportColumn, MIME, toXlsx } from '@/lib/export'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { VersionListbox } from '../components/VersionListbox'
import { budgetCompareQuery } from '../report-api'
import { type ChangeKind, DifferencesTable } from './DifferencesTable'
import { LoadFailed, LoadingBlock, sheetAmount } from './shared'
import type { BudgetTabProps } from './types'

/** "Version 2 (original, current)": how a version reads in the lists. */
function useVersionName() {
  const { t } = useTranslation()
  return (version: BudgetVersion) => {
    const marks = [
      version.is_original ? t('budgetReports.compare.original') : null,
      version.is_current ? t('budgetReports.compare.current') : null,
    ].filter(Boolean)
    return `${t('budgetReports.versionLabel', { version: version.budgetV })}${marks.length ? ` (${marks.join(', ')})` : ''}`
  }
}

/** To: the version shown. From: the locked original, else the version before `to`. */
function defaultPair(versions: BudgetVersion[], shown: number | null) {
  const ordered = [...versions].sort((a, b) => a.budgetV - b.budgetV)
  const to = shown ?? ordered.find((version) => version.is_current)?.budgetV ?? ordered.at(-1)?.budgetV ?? 1
  const original = ordered.find((version) => version.is_original && version.budgetV !== to)
  const before = ordered.filter((version) => version.budgetV < to).at(-1)
  const other = ordered.find((version) => version.budgetV !== to)
  return { from: original?.budgetV ?? before?.budgetV ?? other?.budgetV ?? to, to }
}

/** Line-level differences between two versions of the budget, with the totals and counts. */
export function BudgetCompareTab({ projectId, version, versions }: BudgetTabProps) {
  const { t } = useTranslation()
  const versionName = useVersionName()
  const defaults = defaultPair(versions, version)
  const [picked, setPicked] = useState<{ from?: number; to?: number; shown: number | null }>({
    shown: version,
  })
  // A different version chosen on the page starts the comparison afresh.
  if (picked.shown !== version) setPicked({ shown: version })
  const from = picked.from ?? defaults.from
  const to = picked.to ?? defaults.to
  const enough = versions.length >= 2
  const compare = useQuery({ ...budgetCompareQuery(projectId, from, to), enabled: enough })

  if (!enough)
    return (
      <EmptyState icon="chart" title={t('budgetReports.compare.needTwo')}>
        {t('budgetReports.compare.needTwoBody')}
      </EmptyState>
    )
  return (
    <section className="space-y-4" aria-labelledby="budget-compare-heading">
      <h2 id="budget-compare-heading" className="text-lg font-semibold text-ink">
        {t('budgetReports.compare.heading')}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <VersionListbox
          label={t('budgetReports.compare.from')}
          versions={versions}
          value={from}
          onChange={(version) => setPicked((state) => ({ ...state, from: version.budgetV, to }))}
          name={versionName}
        />
        <VersionListbox
          label={t('budgetReports.compare.to')}
          versions={versions}
          value={to}
          onChange={(version) => setPicked((state) => ({ ...state, from, to: version.budgetV }))}
          name={versionName}
        />
      </div>
      {from === to ? (
        <p className="text-sm text-ink-muted">{t('budgetReports.compare.sameVersion')}</p>
      ) : null}
      {compare.isPending ? (
        <LoadingBlock />
      ) : compare.isError ? (
        <LoadFailed error={compare.error} onRetry={() => void compare.refetch()} />
      ) : (
        <CompareResult compare={compare.data} />
      )}
    </section>
  )
}

const DEFAULT_KINDS: ChangeKind[] = ['added', 'removed', 'changed']
const DIFFERENCES_PAGE = 200

function CompareResult({ compare }: { compare: BudgetCompare }) {
  const { t } = useTranslation()
  const money = useMoney(compare.currency)
  const [kinds, setKinds] = useState<ChangeKind[]>(DEFAULT_KINDS)
  const shown = compare.differences.filter((difference) => kinds.includes(difference.change))
  // A revision of a big budget can differ on thousands of lines: show them a page at a time.
  const [limit, setLimit] = useState(DIFFERENCES_PAGE)
  const variance = compare.to_total - compare.from_total

  const exportXlsx = async () => {
    const amount = (units: number | null) => (units === null ? null : sheetAmount(units, compare.currency))
    const columns: ExportColumn<BudgetDifference>[] = [
      { header: t('budgetReports.columns.code'), value: (row) => row.budget_code },
      { header: t('budgetReports.compare.change'), value: (row) => t(`budgetReports.change.${row.change}`) },
      { header: t('budgetReports.columns.description'), value: (row) => row.description },
      { header: t('budgetReports.columns.category'), value: (row) => row.category_name },
      {
        header: t('budgetReports.compare.fromAmount', {
          version: compare.from,
          currency: compare.currency.code,
        }),
        value: (row) => amount(row.from_amount),
        type: 'money',
        currency: compare.currency.code,
      },
      {
        header: t('budgetReports.compare.toAmount', { version: compare.to, currency: compare.currency.code }),
        value: (row) => amount(row.to_amount),
        type: 'money',
        currency: compare.currency.code,
      },
      {
        header: t('budgetReports.compare.variance'),
        value: (row) => amount(row.variance),
        type: 'money',
        currency: compare.currency.code,
      },
      {
        header: t('budgetReports.compare.fields'),
        value: (row) =>
          row.fields.map((field) => t(`budgetReports.fields.${field}`, { defaultValue: field })).join(', '),
      },
    ]
    try {
      download(
        `budget-compare-v${compare.from}-v${compare.to}.xlsx`,
        await toXlsx(columns, shown, t('budgetReports.compare.sheet')),
        MIME.xlsx,
      )
    } catch {
      notify({ variant: 'danger', message: t('budgetReports.exportFailed') })
    }
  }

  return (
    <div className="space-y-4">
      <dl
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
        aria-label={t('budgetReports.compare.summary')}
      >
        <Figure label={t('budgetReports.change.added')} value={String(compare.counts.added)} />
        <Figure label={t('budgetReports.change.removed')} value={String(compare.counts.removed)} />
        <Figure label={t('budgetReports.change.changed')} value={String(compare.counts.changed)} />
        <Figure
          label={t('budgetReports.compare.fromTotal', { version: compare.from })}
          value={money(compare.from_total)}
        />
        <Figure
          label={t('budgetReports.compare.toTotal', { version: compare.to })}
          value={money(compare.to_total)}
        />
        <Figure
          label={t('budgetReports.compare.variance')}
          value={money(variance)}
          tone={variance > 0 ? 'danger' : variance < 0 ? 'success' : undefined}
        />
      </dl>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <fieldset className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <legend className="sr-only">{t('budgetReports.compare.filter')}</legend>
          <span aria-hidden="true" className="text-sm font-medium text-ink">
            {t('budgetReports.compare.filter')}
          </span>
          {BUDGET_CHANGES.map((kind) => (
            <label key={kind} className="flex items-center gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="size-4 rounded border-line accent-primary-600"
                checked={kinds.includes(kind)}
                onChange={(event) =>
                  setKinds(event.target.checked ? [...kinds, kind] : kinds.filter((item) => item !== kind))
                }
              />
              {t(`budgetReports.change.${kind}`)} ({compare.counts[kind]})
            </label>
          ))}
        </fieldset>
        <Button variant="secondary" size="sm" icon="file" onClick={exportXlsx} disabled={shown.length === 0}>
          {t('budgetReports.exportXlsx')}
        </Button>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon="check" title={t('budgetReports.compare.noDifferences')} />
      ) : (
        <DifferencesTable compare={compare} differences={shown.slice(0, limit)} />
      )}
      {shown.length > limit ? (
        <div className="flex justify-center">
          <Button variant="secondary" size="sm" onClick={() => setLimit(limit + DIFFERENCES_PAGE)}>
            {t('budgetReports.compare.showMore', { count: DIFFERENCES_PAGE, left: shown.length - limit })}
          </Button>
        </div>
      ) : null}
    </div>
  )
}

function Figure({ label, value, tone }: { label: string; value: string; tone?: 'danger' | 'success' }) {
  const colour = tone === 'danger' ? 'text-danger' : tone === 'success' ? 'text-success' : 'text-ink'
  return (
    <div className="rounded-card border border-line bg-surface px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-muted">{label}</dt>
      <dd className={`mt-1 whitespace-nowrap text-base font-semibold tabular-nums sm:text-lg ${colour}`}>
        {value}
      </dd>
    </div>
  )
}

export default BudgetCompareTab
