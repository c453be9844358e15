import { createRootRouteWithContext, Navigate, Outlet, useMatches } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Notifications } from '@/components/Notifications'
import type { RouterContext } from '@/router'
import { useUi } from '@/stores/ui'

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
  // Spec section 2: any unknown path goes to /pages/error-404.
  notFoundComponent: () => <Navigate to="/pages/error-404" replace />,
})

function useDocumentTitle() {
  const { t } = useTranslation()
  const matches = useMatches()
  const titleKey = matches[matches.length - 1]?.staticData.titleKey
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · Greenlight` : 'Greenlight'
  }, [t, titleKey])
}

function useTheme() {
  const theme = useUi((state) => state.theme)
  useEffect(() => {
    document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])
}

function Root() {
  useDocumentTitle()
  useTheme()
  return (
    <>
      <Outlet />
      <Notifications />
    </>
  )
}
