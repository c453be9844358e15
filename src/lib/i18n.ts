import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/codes'
import { useQuery } from '@tanstack/react-query'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import publicEnglish from '../locales/public/en.json'

type Bundle = Record<string, unknown>

/**
 * Translations come in parts. `public` holds what the sign-in side needs and ships English in
 * the entry chunk; `app` holds the signed-in app's strings (navigation, a hundred page titles…)
 * and loads before the first signed-in page; `masters` (every field of every settings list)
 * loads with the first settings page; `projects` and `budget` with the first page of theirs;
 * `spend` (vendors, expenses, purchase orders, verification, actuals, attachments) with the first
 * spend page; `errorCodes` (the text of every refusal the API names by a code) right after `app`,
 * without holding up the first page: until it is there, a refusal reads as the API's own words;
 * `pettyCash` with the petty-cash page; `contracts` with the contracts page; `dpr` with the daily production reports' pages;
 * `inventory` with the inventory page; `team` with the team page.
 * Other languages load when chosen.
 */
export type TranslationPart =
  | 'public'
  | 'app'
  | 'errorCodes'
  | 'masters'
  | 'projects'
  | 'budget'
  | 'spend'
  | 'pettyCash'
  | 'creditNotes'
  | 'contracts'
  | 'dpr'
  | 'inventory'
  | 'reports'
  | 'team'

/** The budget part is kept in two files (the list side and the reports side), loaded together. */
const budgetBundle = async (
  list: Promise<{ default: Bundle }>,
  reports: Promise<{ default: Bundle }>,
): Promise<{ default: Bundle }> => {
  const [a, b] = await Promise.all([list, reports])
  return { default: { ...a.default, ...b.default } }
}

const bundles: Record<TranslationPart, Record<Language, () => Promise<{ default: Bundle }>>> = {
  public: {
    en: async () => ({ default: publicEnglish }),
    de: () => import('../locales/public/de.json'),
    fr: () => import('../locales/public/fr.json'),
    pt: () => import('../locales/public/pt.json'),
  },
  app: {
    en: () => import('../locales/app/en.json'),
    de: () => import('../locales/app/de.json'),
    fr: () => import('../locales/app/fr.json'),
    pt: () => import('../locales/app/pt.json'),
  },
  errorCodes: {
    en: () => import('../locales/error-codes/en.json'),
    de: () => import('../locales/error-codes/de.json'),
    fr: () => import('../locales/error-codes/fr.json'),
    pt: () => import('../locales/error-codes/pt.json'),
  },
  masters: {
    en: () => import('../locales/masters/en.json'),
    de: () => import('../locales/masters/de.json'),
    fr: () => import('../locales/masters/fr.json'),
    pt: () => import('../locales/masters/pt.json'),
  },
  projects: {
    en: () => import('../locales/projects/en.json'),
    de: () => import('../locales/projects/de.json'),
    fr: () => import('../locales/projects/fr.json'),
    pt: () => import('../locales/projects/pt.json'),
  },
  budget: {
    en: () => budgetBundle(import('../locales/budget/en.json'), import('../locales/budget-reports/en.json')),
    de: () => budgetBundle(import('../locales/budget/de.json'), import('../locales/budget-reports/de.json')),
    fr: () => budgetBundle(import('../locales/budget/fr.json'), import('../locales/budget-reports/fr.json')),
    pt: () => budgetBundle(import('../locales/budget/pt.json'), import('../locales/budget-reports/pt.json')),
  },
  spend: {
    en: () => import('../locales/spend/en.json'),
    de: () => import('../locales/spend/de.json'),
    fr: () => import('../locales/spend/fr.json'),
    pt: () => import('../locales/spend/pt.json'),
  },
  pettyCash: {
    en: () => import('../locales/pettycash/en.json'),
    de: () => import('../locales/pettycash/de.json'),
    fr: () => import('../locales/pettycash/fr.json'),
    pt: () => import('../locales/pettycash/pt.json'),
  },
  // The credit notes page's words (loaded with it).
  creditNotes: {
    en: () => import('../locales/credit-notes/en.json'),
    de: () => import('../locales/credit-notes/de.json'),
    fr: () => import('../locales/credit-notes/fr.json'),
    pt: () => import('../locales/credit-notes/pt.json'),
  },
  // The contracts page's words (loaded with it).
  contracts: {
    en: () => import('../locales/contracts/en.json'),
    de: () => import('../locales/contracts/de.json'),
    fr: () => import('../locales/contracts/fr.json'),
    pt: () => import('../locales/contracts/pt.json'),
  },
  // The daily production reports' words (loaded with their pages and the DPR settings).
  dpr: {
    en: () => import('../locales/dpr/en.json'),
    de: () => import('../locales/dpr/de.json'),
    fr: () => import('../locales/dpr/fr.json'),
    pt: () => import('../locales/dpr/pt.json'),
  },
  // The inventory page's words (loaded with it).
  inventory: {
    en: () => import('../locales/inventory/en.json'),
    de: () => import('../locales/inventory/de.json'),
    fr: () => import('../locales/inventory/fr.json'),
    pt: () => import('../locales/inventory/pt.json'),
  },
  // The reports page's words (loaded with it).
  reports: {
    en: () => import('../locales/reports/en.json'),
    de: () => import('../locales/reports/de.json'),
    fr: () => import('../locales/reports/fr.json'),
    pt: () => import('../locales/reports/pt.json'),
  },
  // The team page's words (loaded with it).
  team: {
    en: () => import('../locales/team/en.json'),
    de: () => import('../locales/team/de.json'),
    fr: () => import('../locales/team/fr.json'),
    pt: () => import('../locales/team/pt.json'),
  },
}

const wantedParts = new Set<TranslationPart>(['public'])
const loadedBundles = new Set<string>()

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

async function ensureLoaded(language: Language) {
  await Promise.all(
    [...wantedParts].map(async (part) => {
      const key = `${part}:${language}`
      if (loadedBundles.has(key)) return
      const bundle = await bundles[part][language]()
      i18n.addResourceBundle(language, 'translation', bundle.default, true, true)
      loadedBundles.add(key)
    }),
  )
}

export async function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    // Bundles are added (and so copied) by ensureLoaded: init's `resources` would be kept by
    // reference, and later parts merged into the imported JSON module itself.
    await i18n.use(initReactI18next).init({
      resources: {},
      lng: DEFAULT_LANGUAGE,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      interpolation: { escapeValue: false },
      returnNull: false,
    })
  }
  await changeLanguage(language)
  return i18n
}

/** Makes a part of the translations available, in the current language and every later one. */
export async function loadTranslations(part: TranslationPart) {
  wantedParts.add(part)
  await ensureLoaded(isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE)
}

export async function changeLanguage(language: Language) {
  await ensureLoaded(language)
  await i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

export { i18n }

/**
 * Loads a part of the translations for a component that any page may show (the attachments
 * panel, a vendor's balances); true once its words are there. Shares one cache entry per part.
 */
export function useTranslationPart(part: TranslationPart, enabled = true): boolean {
  const loaded = useQuery({
    queryKey: ['i18n', part],
    queryFn: async () => {
      await loadTranslations(part)
      return true
    },
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  })
  return loaded.data === true
}
