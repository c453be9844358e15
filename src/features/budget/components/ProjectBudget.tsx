import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Alert, EmptyState } from '@/components/Feedback'
import { Spinner } from '@/components/Spinner'
import { useMoney } from '@/lib/money'
import { useWorkspace } from '@/stores/workspace'
import { budgetListQuery } from '../api'
import { AtlTab } from './AtlTab'
import { BudgetLinesTab } from './BudgetLinesTab'
import { type BudgetTab, BudgetTabs } from './BudgetTabs'
import { downloadBudgetTemplate } from './template'
import { UploadHistoryTab } from './UploadHistoryTab'
import { VersionActions } from './VersionActions'
import { VersionListbox, versionLabel } from './VersionListbox'

type SearchPatch = { page?: number; search?: string; tab?: BudgetTab; over?: 1; to?: string }

type Props = {
  projectId: number
  /** The version chosen (null = the current one). */
  version: number | null
  page: number
  search: string
  tab: BudgetTab
  /** The report lists only the codes over budget (?over=1). */
  overBudgetOnly: boolean
  /** The report counts spend up to this date (?to=2026-11-30); null for all of it. */
  spendTo: string | null
  picker: ReactNode
  onVersion: (version: number | null) => void
  onSearchChange: (patch: SearchPatch) => void
  onUpload?: () => void
}

/** One project's budget: the version bar, then its tabs; or why there is nothing to show. */
export function ProjectBudget({
  projectId,
  version,
  page,
  search,
  tab,
  overBudgetOnly,
  spendTo,
  picker,
  onVersion,
  onSearchChange,
  onUpload,
}: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const list = useQuery(budgetListQuery(projectId, version, page, search))
  const data = list.data
  const fresh = data && !list.isPlaceholderData ? data : undefined

  // Spec section 8: a failed load closes the spinner and is only logged (the test setup fails on console.error).
  useEffect(() => {
    if (list.error) console.warn('The budget list could not be loaded', list.error)
  }, [list.error])

  // The store keeps how many versions the project has and whether the one shown may be deleted,
  // for the pages that offer a version choice.
  const versionCount = fresh?.versions.length
  const isDelete = fresh?.isDelete
  useEffect(() => {
    if (versionCount === undefined) return
    const workspace = useWorkspace.getState()
    workspace.setBudgetVersion(workspace.budgetVersion, versionCount)
    workspace.update({ isDelete: Boolean(isDelete) })
  }, [versionCount, isDelete])

  // The next page is fetched ahead, so "Next" shows at once.
  useEffect(() => {
    if (fresh && page < fresh.pagination.last_page)
      void queryClient.prefetchQuery(budgetListQuery(projectId, version, page + 1, search))
  }, [fresh, page, projectId, version, search, queryClient])

  // A page past the end (after a version shrank): back to the first.
  useEffect(() => {
    if (fresh && fresh.budgetV !== null && page > fresh.pagination.last_page)
      onSearchChange({ page: undefined })
  }, [fresh, page, onSearchChange])

  const money = useMoney(data?.currency ?? { code: 'INR', minor_units: 2 })
  const shown = data?.versions.find((candidate) => candidate.budgetV === data.budgetV)
  const locked = shown?.is_original ?? false

  const bar = (
    <div className="mb-6 flex flex-wrap items-end gap-4 rounded-card border border-line bg-surface p-4 shadow-card">
      <div className="w-full max-w-sm">{picker}</div>
      {data && shown ? (
        <>
          <VersionListbox
            label={t('budget.versions.label')}
            versions={[...data.versions].sort((a, b) => b.budgetV - a.budgetV)}
            value={shown.budgetV}
            onChange={(chosen) => onVersion(chosen.is_current ? null : chosen.budgetV)}
            name={(version) => versionLabel(version, t)}
          />
          <VersionActions
            projectId={projectId}
            version={shown}
            canDeleteVersion={data.isDelete}
            onShow={onVersion}
          />
          <div className="ml-auto text-right">
            <p className="text-xs font-medium uppercase tracking-wide text-ink-muted">
              {t('budget.versionTotal', { version: shown.budgetV })}
            </p>
            <p className="text-xl font-semibold tabular-nums text-ink">{money(data.total)}</p>
          </div>
        </>
      ) : null}
    </div>
  )

  if (list.isPending)
    return (
      <>
        {bar}
        <div className="flex justify-center p-12" data-testid="budget-loading">
          <Spinner className="size-8" label={t('budget.loading')} />
        </div>
      </>
    )
  if (!data)
    return (
      <>
        {bar}
        <EmptyState
          icon="alert"
          title={t('budget.loadFailed')}
          action={
            <Button variant="secondary" icon="refresh" onClick={() => void list.refetch()}>
              {t('budget.retry')}
            </Button>
          }
        />
      </>
    )
  if (data.budgetV === null || !shown)
    return (
      <>
        {bar}
        <Alert tone="warning" title={t('budget.empty')}>
          <p>{t('budget.emptyBody')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {onUpload ? (
              <Button size="sm" onClick={onUpload}>
                {t('budget.upload.open')}
              </Button>
            ) : null}
            <Button size="sm" variant="secondary" icon="file" onClick={downloadBudgetTemplate}>
              {t('budget.template')}
            </Button>
          </div>
        </Alert>
      </>
    )

  return (
    <>
      {bar}
      <BudgetTabs
        tab={tab}
        onTabChange={(next) => onSearchChange({ tab: next === 'lines' ? undefined : next })}
        projectId={projectId}
        version={version}
        versions={data.versions}
        currency={data.currency}
        lines={
          <BudgetLinesTab
            projectId={projectId}
            version={version}
            list={list}
            search={search}
            onSearch={(text) => onSearchChange({ search: text || undefined, page: undefined })}
            onPageChange={(next) => onSearchChange({ page: next === 1 ? undefined : next })}
            locked={locked}
          />
        }
        atl={<AtlTab projectId={projectId} version={version} locked={locked} />}
        reportFilter={{
          overBudgetOnly,
          onOverBudgetOnly: (on) => onSearchChange({ over: on ? 1 : undefined }),
          spendTo,
          onSpendTo: (date) => onSearchChange({ to: date ?? undefined }),
        }}
        uploads={<UploadHistoryTab projectId={projectId} />}
      />
    </>
  )
}
