import type { AttachmentOwner } from '@contract/attachments'
import type { MasterKey } from '@contract/masters/definitions'
import type { ComponentType } from 'react'
import type { IconName } from '@/components/Icon'
import { VendorAdvancesPanel } from '@/features/advances'

/**
 * How each master shows in the SPA: its title, icon and the page the settings home links to.
 * Everything else (columns, form, filters, import) comes from its definition in the contract.
 */
export type MasterPage = {
  titleKey: string
  icon: IconName
  /** The page the settings home and other pages link to. */
  path: string
  /** A page of its own for adding and changing a record, instead of the dialog. */
  formPages?: { create: string; edit: string }
  /** Links from a record to pages about it (a category's sub-categories). */
  rowLinks?: { labelKey: string; to: (id: number) => string }[]
  /** Form fields shown only while the form's values call for them. */
  shownWhen?: Record<string, (values: Record<string, unknown>) => boolean>
  /** The record keeps files (attachments of this owner): its edit dialog lists them. */
  documents?: AttachmentOwner
  /** A panel about the record shown under its edit form (a vendor's balances), loaded lazily. */
  panel?: ComponentType<{ recordId: number }>
}

export const MASTER_PAGES: Record<MasterKey, MasterPage> = {
  company: { titleKey: 'pages.companies', icon: 'building', path: '/master/company' },
  department: { titleKey: 'pages.departments', icon: 'users', path: '/master/DepartmentView' },
  designation: { titleKey: 'pages.designations', icon: 'user', path: '/master/designation' },
  country: { titleKey: 'pages.countries', icon: 'globe', path: '/master/country' },
  city: { titleKey: 'pages.cities', icon: 'globe', path: '/master/city' },
  currency: {
    titleKey: 'pages.currency',
    icon: 'coins',
    path: '/master/Currency',
    formPages: { create: '/currencyForm', edit: '/EditCurrency' },
  },
  category: {
    titleKey: 'pages.categories',
    icon: 'folder',
    path: '/master/category',
    rowLinks: [{ labelKey: 'masters.category.subCategories', to: (id) => `/subCategoryView/${id}/0` }],
  },
  subcategory: { titleKey: 'pages.subCategories', icon: 'folder', path: '/masters/SubCategoryView/0/0' },
  shootlocation: { titleKey: 'pages.shootLocations', icon: 'film', path: '/master/shoot-location' },
  employment: { titleKey: 'pages.employment', icon: 'clipboard', path: '/master/employment' },
  projecttype: { titleKey: 'pages.projectTypes', icon: 'film', path: '/master/project' },
  priority: { titleKey: 'pages.priorities', icon: 'star', path: '/master/priority' },
  paymentmode: { titleKey: 'pages.paymentModes', icon: 'wallet', path: '/master/paymentMode' },
  gst: { titleKey: 'pages.gst', icon: 'receipt', path: '/master/gst' },
  tds: { titleKey: 'pages.tds', icon: 'receipt', path: '/master/tds' },
  worktype: { titleKey: 'pages.workTypes', icon: 'clipboard', path: '/workTypeView' },
  customfield: {
    titleKey: 'pages.customFields',
    icon: 'tools',
    path: '/customizeFieldView',
    shownWhen: { options: (values) => values.kind === 'choice' },
  },
  // A module of its own (1003), not a settings list: the settings home does not show it.
  vendor: {
    titleKey: 'pages.vendors',
    icon: 'truck',
    path: '/vendorView',
    documents: 'vendor',
    panel: VendorAdvancesPanel,
  },
  // The contract area's lists (module 1010): pages under /contract, not on the settings home.
  contractstatus: { titleKey: 'pages.contractStatuses', icon: 'check', path: '/contract/statusView' },
  agreement: { titleKey: 'pages.contractAgreements', icon: 'file', path: '/contract/agreement' },
  platform: { titleKey: 'pages.contractPlatforms', icon: 'film', path: '/contract/platform' },
  language: { titleKey: 'pages.contractLanguages', icon: 'globe', path: '/contract/language' },
  showtype: { titleKey: 'pages.contractShowTypes', icon: 'film', path: '/contract/showType' },
  contractproject: { titleKey: 'pages.contractProjects', icon: 'folder', path: '/contract/project' },
  contractcategory: {
    titleKey: 'pages.contractCategories',
    icon: 'folder',
    path: '/contract/category',
    rowLinks: [
      { labelKey: 'masters.contractcategory.subCategories', to: (id) => `/contract/subCategoryView/${id}` },
    ],
  },
  contractsubcategory: {
    titleKey: 'pages.contractSubCategories',
    icon: 'folder',
    path: '/contract/subCategoryView/0',
  },
  remindertype: { titleKey: 'pages.contractReminderTypes', icon: 'calendar', path: '/contract/reminderType' },
}
