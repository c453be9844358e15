import { create } from 'zustand'
import { persist } from 'zustand/middleware'

/**
 * The shared working state of spec section 3 that outlives a single page: the project and
 * budget version being worked on, the selected code, tab, dates and filters. Server data
 * itself lives in TanStack Query, not here.
 */
export type ExpenseFilter = {
  budgetCode?: string
  vendorId?: number
  status?: string
  dateFrom?: string
  dateTo?: string
}

type WorkspaceState = {
  projectId: number | null
  selectedCode: string | null
  tabIndex: number
  budgetVersion: number | null
  budgetVersionCount: number
  budgetDate: string | null
  categoryName: string | null
  isDelete: boolean
  expenseFilter: ExpenseFilter
  budgetReport: unknown
}

type WorkspaceActions = {
  setProject: (projectId: number | null) => void
  setBudgetVersion: (version: number | null, count?: number) => void
  update: (patch: Partial<WorkspaceState>) => void
  reset: () => void
}

const INITIAL: WorkspaceState = {
  projectId: null,
  selectedCode: null,
  tabIndex: 0,
  budgetVersion: null,
  budgetVersionCount: 0,
  budgetDate: null,
  categoryName: null,
  isDelete: false,
  expenseFilter: {},
  budgetReport: null,
}

export const useWorkspace = create<WorkspaceState & WorkspaceActions>()(
  persist(
    (set) => ({
      ...INITIAL,
      // A new project starts from its current version and a clean selection.
      setProject: (projectId) => set({ ...INITIAL, projectId }),
      setBudgetVersion: (budgetVersion, count) =>
        set((state) => ({ budgetVersion, budgetVersionCount: count ?? state.budgetVersionCount })),
      update: (patch) => set(patch),
      reset: () => set(INITIAL),
    }),
    {
      name: 'greenlight.workspace',
      version: 1,
      partialize: ({ budgetReport: _report, ...rest }) => rest,
    },
  ),
)
