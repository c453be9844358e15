import { LANGUAGES, type Language } from '@contract/codes'
import { useTranslation } from 'react-i18next'
import { changeLanguage, isLanguage } from '@/lib/i18n'
import { useUi } from '@/stores/ui'

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  pt: 'Português',
}

export function useLanguageSwitch() {
  const setLanguage = useUi((state) => state.setLanguage)
  return async (language: Language) => {
    await changeLanguage(language)
    setLanguage(language)
  }
}

/** The language choice on public pages: a plain select, light enough for the sign-in page. */
export function LanguageSelect() {
  const { t } = useTranslation()
  const language = useUi((state) => state.language)
  const switchLanguage = useLanguageSwitch()
  return (
    <label className="inline-flex items-center gap-2 text-sm text-ink-muted">
      <span>{t('common.language')}</span>
      <select
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) void switchLanguage(event.target.value)
        }}
        className="h-9 rounded-control border border-line bg-surface px-2 text-sm text-ink"
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
