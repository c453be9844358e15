import { Outlet } from '@tanstack/react-router'
import { lazy, Suspense, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { IconButton } from '@/components/Button'
import { useProfile } from '@/features/auth'
import { useUi } from '@/stores/ui'
import { SearchButton } from '../components/SearchButton'
import { Sidebar } from '../components/Sidebar'
import { StarredBar, StarToggle } from '../components/Starred'

export const WIDE_SCREEN_PX = 1024

// Menus, switch and drawer come with Headless UI: they load as their own chunk, right after the
// first paint (the drawer only when it is opened), keeping the shell's critical path small.
const TopbarControls = lazy(() => import('../components/TopbarControls'))
const MobileSidebar = lazy(() => import('../components/MobileSidebar'))

/** Holds the top bar's place while its controls load, so nothing shifts when they appear. */
function TopbarControlsPlaceholder() {
  return <div aria-hidden="true" className="h-10 w-72" />
}

function useTrackWindowWidth() {
  const setWindowWidth = useUi((state) => state.setWindowWidth)
  useEffect(() => {
    let frame = 0
    const onResize = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => setWindowWidth(window.innerWidth))
    }
    window.addEventListener('resize', onResize)
    onResize()
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('resize', onResize)
    }
  }, [setWindowWidth])
}

/** The signed-in frame: sidebar, top bar, starred pages, and the page itself. */
export default function AppShell() {
  const { t } = useTranslation()
  const sidebarOpen = useUi((state) => state.sidebarOpen)
  const toggleSidebar = useUi((state) => state.toggleSidebar)
  const setDrawerOpen = useUi((state) => state.setSidebarDrawerOpen)
  const drawerOpen = useUi((state) => state.sidebarDrawerOpen)
  const narrow = useUi((state) => state.windowWidth < WIDE_SCREEN_PX)
  useTrackWindowWidth()
  // Keeps role, module access and permissions in step with the server while the user works.
  useProfile()

  return (
    <div className="flex min-h-full bg-canvas">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-surface px-3 py-2 text-sm focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
      >
        {t('shell.skipToContent')}
      </a>
      <Sidebar open={sidebarOpen} />
      {drawerOpen ? (
        <Suspense fallback={null}>
          <MobileSidebar />
        </Suspense>
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-topbar items-center gap-1 border-b border-line bg-surface px-4 lg:px-8">
          {narrow ? (
            <IconButton icon="menu" label={t('shell.openMenu')} onClick={() => setDrawerOpen(true)} />
          ) : (
            <IconButton
              icon={sidebarOpen ? 'chevronLeft' : 'chevronRight'}
              label={sidebarOpen ? t('shell.collapseSidebar') : t('shell.expandSidebar')}
              aria-expanded={sidebarOpen}
              onClick={toggleSidebar}
            />
          )}
          <div className="flex-1" />
          <SearchButton />
          <StarToggle />
          <Suspense fallback={<TopbarControlsPlaceholder />}>
            <TopbarControls />
          </Suspense>
        </header>
        <StarredBar />
        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none lg:px-8">
          <Outlet />
        </main>
      </div>
    </div>
  )
}
