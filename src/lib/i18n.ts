import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@contract/index'
import i18n from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../locales/en.json'

export type TranslationKey = string

/** English ships in the entry chunk; the other languages load when chosen. */
const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: typeof en }>> = {
  de: () => import('../locales/de.json'),
  fr: () => import('../locales/fr.json'),
  pt: () => import('../locales/pt.json'),
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export async function initI18n(language: Language = DEFAULT_LANGUAGE) {
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      resources: { en: { translation: en } },
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

export async function changeLanguage(language: Language) {
  if (language !== 'en' && !i18n.hasResourceBundle(language, 'translation')) {
    const bundle = await loaders[language]()
    i18n.addResourceBundle(language, 'translation', bundle.default, true, true)
  }
  await i18n.changeLanguage(language)
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

export { i18n }
