import { QueryClient } from '@tanstack/react-query'
import { createMemoryHistory } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { createAppRouter } from '@/router'

/** Spec section 2, path by path, spelled as the spec spells it ({param} written as $param). */
const SIGNED_IN = [
  '/dashboard/analytics',
  '/dashboard/test',
  '/dashboard/ecommerce',
  '/apps/todo',
  '/apps/projects',
  '/apps/reports',
  '/apps/expenseMasterView',
  '/apps/creditNoteMasterView',
  '/vendorView',
  '/apps/team',
  '/apps/chat',
  '/apps/email',
  '/apps/calendar/vue-fullcalendar',
  '/apps/calendar/vue-fullcalendar/dailyBudget',
  '/apps/calendar/vue-simple-calendar',
  '/apps/eCommerce/shop',
  '/apps/eCommerce/wish-list',
  '/apps/eCommerce/checkout',
  '/companyView',
  '/projects',
  '/editProjectView/$projectID',
  '/editProject',
  '/addLevel',
  '/removeLevel',
  '/dcrbudget',
  '/projectPosList/$projectID',
  '/departmentView',
  '/categoryView',
  '/subCategoryView/$categoryID/$projectID',
  '/designationView',
  '/shootLocationView',
  '/usersView',
  '/employmentView',
  '/userRoleView',
  '/countryView',
  '/workTypeView',
  '/modules',
  '/addModules',
  '/customizeFieldView',
  '/VerificationCards',
  '/verificationPage',
  '/verificationPoList',
  '/verificationChallanList',
  '/acl',
  '/cashManagementView',
  '/vendorAdvanceRequestView',
  '/currency',
  '/currencyForm',
  '/currencyList',
  '/EditCurrency',
  '/inventoryView',
  '/budgetView',
  '/Organization',
  '/dprAndWorkTypeView',
  '/dprView',
  '/dprForm',
  '/dprList',
  '/vendorList',
  '/employmentList',
  '/contractView',
  '/contractAllFormView',
  '/contractChartView',
  '/contractFilter',
  '/contract/vendorView',
  '/contract/userAndLevelView',
  '/contract/usersView',
  '/contract/companyView',
  '/contract/statusView',
  '/contract/projectType',
  '/contract/agreement',
  '/contract/platform',
  '/contract/project',
  '/contract/language',
  '/contract/showType',
  '/contract/category',
  '/contract/subCategoryView/$categoryID',
  '/contract/reminderType',
  '/master',
  '/master/company',
  '/master/DepartmentView',
  '/master/city',
  '/master/category',
  '/masters/SubCategoryView/$categoryID/$projectID',
  '/master/designation',
  '/master/shoot-location',
  '/master/employment',
  '/master/project',
  '/master/country',
  '/master/Currency',
  '/master/priority',
  '/master/paymentMode',
  '/master/gst',
  '/master/tds',
  '/ui-elements/$',
  '/components/$',
  '/forms/$',
  '/charts-and-maps/$',
  '/extensions/$',
  '/extensions/access-control-editor',
  '/extensions/access-control-admin',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/knowledge-base/$category',
  '/pages/knowledge-base/$category/$question',
  '/pages/search',
  '/pages/invoice',
]

const PUBLIC = [
  '/callback',
  '/login',
  '/pages/register',
  '/pages/forgot-password',
  '/pages/reset-password',
  '/pages/landingPage',
  '/pages/lock-screen',
  '/pages/comingsoon',
  '/pages/error-404',
  '/pages/error-500',
  '/pages/not-authorized',
  '/pages/maintenance',
]

const router = createAppRouter(new QueryClient(), createMemoryHistory())
const byPath = router.routesByPath as unknown as Record<string, { id: string } | undefined>
const withoutTrailingSlash = (id: string) => (id.length > 1 ? id.replace(/\/$/, '') : id)

describe('spec section 2 routes', () => {
  it.each(SIGNED_IN)('%s is a signed-in page', (path) => {
    const route = byPath[path] ?? byPath[`${path}/`]
    expect(route, path).toBeDefined()
    expect(withoutTrailingSlash(route?.id ?? '')).toBe(`/_app${path}`)
  })

  it.each(PUBLIC)('%s is a public page', (path) => {
    expect(byPath[path]?.id).toBe(`/_public${path}`)
  })

  it("redirects '/' (the index route exists)", () => {
    expect(byPath['/']).toBeDefined()
  })
})
