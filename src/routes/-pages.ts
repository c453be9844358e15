import { lazyPage } from '@/lib/chunks'

/**
 * The lazily loaded page components shared by several routes. Each import below becomes its own
 * chunk, fetched the first time one of its routes is opened.
 */
export const DemoPage = lazyPage(() => import('@/features/placeholder/pages/DemoPage'))
export const AclDemoPage = lazyPage(() => import('@/features/placeholder/pages/AclDemoPage'))
export const DashboardPage = lazyPage(() => import('@/features/dashboard/pages/DashboardPage'))
export const AnalyticsPage = lazyPage(() => import('@/features/dashboard/pages/AnalyticsPage'))
