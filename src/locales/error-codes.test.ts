import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LANGUAGES } from '@contract/codes'
import { ERROR_CODE_NAMES, ERROR_CODES } from '@contract/errors'
import { describe, expect, it } from 'vitest'
import { errorText } from '@/lib/error-text'
import { loadTranslations } from '@/lib/i18n'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = '', flat: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') flat[path] = value
    else flatten(value, path, flat)
  }
  return flat
}

const PARTS = readdirSync('src/locales', { withFileTypes: true }).filter((entry) => entry.isDirectory())

/** Every text of a language, all parts together. */
const textsOf = (language: string): Record<string, string> =>
  Object.assign(
    {},
    ...PARTS.map((part) =>
      flatten(JSON.parse(readFileSync(join('src/locales', part.name, `${language}.json`), 'utf8')) as Tree),
    ),
  )

/** A key's texts: the key itself, or its plural forms (`_one`, `_other`). */
const formsOf = (texts: Record<string, string>, key: string) =>
  Object.entries(texts).filter(([name]) => name === key || name.startsWith(`${key}_`))

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1])

describe('error codes', () => {
  it.each([...LANGUAGES])('%s says every code the API answers, with only the values it sends', (language) => {
    const texts = textsOf(language)
    const problems = ERROR_CODE_NAMES.flatMap((code) => {
      const entry: { i18nKey: string; params?: readonly string[] } = ERROR_CODES[code]
      const forms = formsOf(texts, entry.i18nKey)
      if (forms.length === 0) return [`${code}: no ${entry.i18nKey}`]
      const allowed = new Set([...(entry.params ?? []), ...(forms.length > 1 ? ['count'] : [])])
      return forms.flatMap(([name, text]) =>
        placeholders(text)
          .filter((name) => !allowed.has(name as string))
          .map((placeholder) => `${name}: {{${placeholder}}} is not one of the code's params`),
      )
    })
    expect(problems).toEqual([])
  })

  it('says a refusal by its code in the user language, with the values the API sent', () => {
    expect(
      errorText({ code: 'tooManyRows', params: { max: 500 }, message: 'A file can hold at most 500' }),
    ).toBe('The file has more than 500 rows. Split it into smaller files.')
    expect(errorText({ code: 'rowsInvalid', params: { count: 1 }, message: '1 row needs attention' })).toBe(
      '1 row needs attention; nothing was uploaded.',
    )
  })

  it('names a booked invoice’s status in the user language (a nested status text)', async () => {
    await loadTranslations('spend')
    expect(
      errorText({
        code: 'duplicateInvoice',
        params: { invoice: 'BL-2211', expense: 7, date: '2026-11-22', status: 'submitted' },
        message: 'Invoice BL-2211 of this vendor is already booked',
      }),
    ).toBe('Invoice BL-2211 of this vendor is already booked as expense #7 of 2026-11-22 (Submitted).')
  })

  it("keeps the API's own message for a code it does not know", () => {
    expect(errorText({ code: 'somethingNew', message: 'Something new went wrong' })).toBe(
      'Something new went wrong',
    )
    expect(errorText({ message: 'No code at all' })).toBe('No code at all')
  })
})
