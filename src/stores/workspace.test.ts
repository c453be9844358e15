import { describe, expect, it } from 'vitest'
import { useWorkspace } from './workspace'

describe('workspace store (spec section 3 shared state)', () => {
  it('keeps the budget version and how many versions there are', () => {
    useWorkspace.getState().reset()
    useWorkspace.getState().setProject(7)
    useWorkspace.getState().setBudgetVersion(3, 5)
    expect(useWorkspace.getState()).toMatchObject({ projectId: 7, budgetVersion: 3, budgetVersionCount: 5 })
    useWorkspace.getState().setBudgetVersion(2)
    expect(useWorkspace.getState()).toMatchObject({ budgetVersion: 2, budgetVersionCount: 5 })
  })

  it('starts a newly chosen project from a clean selection', () => {
    useWorkspace.getState().setProject(7)
    useWorkspace
      .getState()
      .update({ selectedCode: 'A-100', tabIndex: 2, expenseFilter: { status: 'approved' } })
    useWorkspace.getState().setProject(8)
    expect(useWorkspace.getState()).toMatchObject({
      projectId: 8,
      selectedCode: null,
      tabIndex: 0,
      budgetVersion: null,
      expenseFilter: {},
    })
  })

  it('survives a reload, except the report data which is recomputed', async () => {
    useWorkspace.getState().setProject(9)
    useWorkspace.getState().update({ budgetDate: '2026-11-22', budgetReport: { rows: [1, 2] } })
    const stored = JSON.parse(localStorage.getItem('greenlight.workspace') ?? '{}').state
    expect(stored).toMatchObject({ projectId: 9, budgetDate: '2026-11-22' })
    expect(stored).not.toHaveProperty('budgetReport')
  })
})
