import { DEFAULT_LANGUAGE, type Language } from '@contract/codes'
import { create } from 'zustand'
import { createJSONStorage, persist } from 'zustand/middleware'
import { type AclDemoRole, DEFAULT_ACL_DEMO_ROLE } from '@/lib/access'

export const MAX_STARRED_PAGES = 10
export type Theme = 'light' | 'dark'
export type StarredPage = { path: string; titleKey: string }

type UiState = {
  theme: Theme
  language: Language
  /** Spec: the sidebar's default state is active (open). */
  sidebarOpen: boolean
  /** On narrow screens the sidebar is a drawer over the page. */
  sidebarDrawerOpen: boolean
  windowWidth: number
  starred: StarredPage[]
  aclDemoRole: AclDemoRole
}

type UiActions = {
  setTheme: (theme: Theme) => void
  toggleTheme: () => void
  setLanguage: (language: Language) => void
  toggleSidebar: () => void
  setSidebarDrawerOpen: (open: boolean) => void
  setWindowWidth: (width: number) => void
  /** Returns false when the page could not be starred because ten are already kept. */
  star: (page: StarredPage) => boolean
  unstar: (path: string) => void
  setAclDemoRole: (role: AclDemoRole) => void
}

export const UI_STORAGE_KEY = 'greenlight.ui'

export const useUi = create<UiState & UiActions>()(
  persist(
    (set, get) => ({
      theme: 'light',
      language: DEFAULT_LANGUAGE,
      sidebarOpen: true,
      sidebarDrawerOpen: false,
      windowWidth: typeof window === 'undefined' ? 1280 : window.innerWidth,
      starred: [],
      aclDemoRole: DEFAULT_ACL_DEMO_ROLE,
      setTheme: (theme) => set({ theme }),
      toggleTheme: () => set({ theme: get().theme === 'light' ? 'dark' : 'light' }),
      setLanguage: (language) => set({ language }),
      toggleSidebar: () => set({ sidebarOpen: !get().sidebarOpen }),
      setSidebarDrawerOpen: (sidebarDrawerOpen) => set({ sidebarDrawerOpen }),
      setWindowWidth: (windowWidth) => set({ windowWidth }),
      star: (page) => {
        const { starred } = get()
        if (starred.some((item) => item.path === page.path)) return true
        if (starred.length >= MAX_STARRED_PAGES) return false
        set({ starred: [...starred, page] })
        return true
      },
      unstar: (path) => set({ starred: get().starred.filter((item) => item.path !== path) }),
      setAclDemoRole: (aclDemoRole) => set({ aclDemoRole }),
    }),
    {
      name: UI_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ theme, language, sidebarOpen, starred, aclDemoRole }) => ({
        theme,
        language,
        sidebarOpen,
        // Spec: only the first ten starred pages are kept, whatever an older store held.
        starred: starred.slice(0, MAX_STARRED_PAGES),
        aclDemoRole,
      }),
    },
  ),
)
