import type { BudgetVersion } from '@contract/budget'
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/Spinner'
import type { BudgetCurrency } from '@/lib/money'
import type { ReportFilter } from '../reports'

// The report tabs carry charts, PDF and comparison code: loaded when first opened, not with the list.
const BudgetReportTab = lazy(() =>
  import('../reports').then((module) => ({ default: module.BudgetReportTab })),
)
const BudgetCompareTab = lazy(() =>
  import('../reports').then((module) => ({ default: module.BudgetCompareTab })),
)
const CitywiseTab = lazy(() => import('../reports').then((module) => ({ default: module.CitywiseTab })))
const CostReportTab = lazy(() => import('../cost/CostReportTab'))

export const BUDGET_TABS = ['lines', 'report', 'cost', 'compare', 'city', 'atl', 'uploads'] as const
export type BudgetTab = (typeof BUDGET_TABS)[number]

type Props = {
  tab: BudgetTab
  onTabChange: (tab: BudgetTab) => void
  projectId: number
  version: number | null
  versions: BudgetVersion[]
  currency: BudgetCurrency
  lines: ReactNode
  atl: ReactNode
  uploads: ReactNode
  /** The report's "Only codes over budget" and "Spend up to", kept in the URL. */
  reportFilter: ReportFilter
}

function TabLoading() {
  const { t } = useTranslation()
  return (
    <div className="flex justify-center p-10">
      <Spinner label={t('budget.tabs.loading')} />
    </div>
  )
}

/** The budget's views, the chosen one kept in the URL (?tab=). */
export function BudgetTabs({
  tab,
  onTabChange,
  projectId,
  version,
  versions,
  currency,
  lines,
  atl,
  uploads,
  reportFilter,
}: Props) {
  const { t } = useTranslation()
  const reportProps = { projectId, version, versions, currency }
  const panels: Record<BudgetTab, ReactNode> = {
    lines,
    report: <BudgetReportTab {...reportProps} {...reportFilter} />,
    cost: <CostReportTab {...reportProps} />,
    compare: <BudgetCompareTab {...reportProps} />,
    city: <CitywiseTab {...reportProps} />,
    atl,
    uploads,
  }
  return (
    <TabGroup
      selectedIndex={Math.max(0, BUDGET_TABS.indexOf(tab))}
      onChange={(index) => onTabChange(BUDGET_TABS[index] ?? 'lines')}
    >
      <TabList aria-label={t('budget.tabs.label')} className="mb-4 flex flex-wrap gap-1 border-b border-line">
        {BUDGET_TABS.map((name) => (
          <Tab
            key={name}
            className="-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-medium text-ink-muted hover:text-ink focus:outline-none data-[focus]:ring-2 data-[focus]:ring-primary-400 data-[selected]:border-primary-600 data-[selected]:text-ink"
          >
            {t(`budget.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <TabPanels>
        {BUDGET_TABS.map((name) => (
          <TabPanel key={name} className="focus:outline-none">
            <Suspense fallback={<TabLoading />}>{panels[name]}</Suspense>
          </TabPanel>
        ))}
      </TabPanels>
    </TabGroup>
  )
}
