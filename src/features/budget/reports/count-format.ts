import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'

/** Formats a count with the user's language's grouping ("1,204", "1.204", "1 204"). */
export function useCountFormat() {
  const { i18n } = useTranslation()
  const language = i18n.language
  return useMemo(() => {
    const format = new Intl.NumberFormat(language)
    return (count: number) => format.format(count)
  }, [language])
}
