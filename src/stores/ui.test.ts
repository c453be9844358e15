import { describe, expect, it } from 'vitest'
import { MAX_STARRED_PAGES, UI_STORAGE_KEY, useUi } from './ui'

const page = (n: number) => ({ path: `/page-${n}`, titleKey: `pages.p${n}` })

function storedUi() {
  return JSON.parse(localStorage.getItem(UI_STORAGE_KEY) ?? '{}').state
}

describe('ui store', () => {
  it('starts light, in English, with the sidebar open (spec defaults)', () => {
    useUi.persist.clearStorage()
    useUi.setState(useUi.getInitialState())
    const state = useUi.getState()
    expect(state.theme).toBe('light')
    expect(state.language).toBe('en')
    expect(state.sidebarOpen).toBe(true)
  })

  it('keeps at most ten starred pages and refuses the eleventh', () => {
    useUi.setState({ starred: [] })
    for (let n = 1; n <= MAX_STARRED_PAGES; n++) expect(useUi.getState().star(page(n))).toBe(true)
    expect(useUi.getState().star(page(11))).toBe(false)
    expect(useUi.getState().starred.map((p) => p.path)).toEqual(
      Array.from({ length: 10 }, (_, i) => `/page-${i + 1}`),
    )
  })

  it('does not star the same page twice, and unstars', () => {
    useUi.setState({ starred: [] })
    useUi.getState().star(page(1))
    useUi.getState().star(page(1))
    expect(useUi.getState().starred).toHaveLength(1)
    useUi.getState().unstar('/page-1')
    expect(useUi.getState().starred).toHaveLength(0)
  })

  it('persists starred pages, theme, language and sidebar state across reloads', async () => {
    useUi.setState({ starred: [] })
    useUi.getState().star(page(3))
    useUi.getState().setTheme('dark')
    useUi.getState().setLanguage('fr')
    useUi.getState().toggleSidebar()
    expect(storedUi()).toMatchObject({
      starred: [page(3)],
      theme: 'dark',
      language: 'fr',
      sidebarOpen: false,
    })
    useUi.setState({ starred: [], theme: 'light', language: 'en', sidebarOpen: true })
    localStorage.setItem(
      UI_STORAGE_KEY,
      JSON.stringify({ state: { starred: [page(3)], theme: 'dark' }, version: 1 }),
    )
    await useUi.persist.rehydrate()
    expect(useUi.getState().starred).toEqual([page(3)])
    expect(useUi.getState().theme).toBe('dark')
  })

  it('keeps only the first ten when an older store held more', () => {
    const many = Array.from({ length: 14 }, (_, i) => page(i + 1))
    useUi.setState({ starred: many })
    useUi.getState().setTheme('light')
    expect(storedUi().starred).toHaveLength(MAX_STARRED_PAGES)
    expect(storedUi().starred[0]).toEqual(page(1))
  })
})
