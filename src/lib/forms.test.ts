import { text } from '@contract/common'
import { createProjectRequestSchema } from '@contract/projects'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { validateForm } from './forms'
import { changeLanguage, i18n } from './i18n'

describe('a form says what the contract refuses, in the user language', () => {
  it('text with a NUL or half an emoji cannot be stored', () => {
    const schema = z.object({ name: text(80), note: text(80) })
    const checked = validateForm(schema, { name: 'Asha\u0000', note: 'Party \ud83c' }, i18n.t)
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Remove the invisible or broken character from this text',
        note: 'Remove the invisible or broken character from this text',
      },
    })
    // A whole emoji is a character like any other.
    expect(validateForm(schema, { name: 'Asha 🎬', note: 'ok' }, i18n.t).ok).toBe(true)
  })

  it('a day that is not in the calendar', () => {
    const checked = validateForm(
      createProjectRequestSchema,
      { name: 'Monsoon', code: 'MD-09', start_date: '2026-02-30' },
      i18n.t,
    )
    expect(checked.ok).toBe(false)
    expect(!checked.ok && checked.errors.start_date).toBe('This date does not exist')
  })

  it('says it in German too', async () => {
    await changeLanguage('de')
    try {
      const checked = validateForm(z.object({ name: text(80) }), { name: 'A\u0000' }, i18n.t)
      expect(!checked.ok && checked.errors.name).toBe(
        'Entfernen Sie das unsichtbare oder beschädigte Zeichen aus diesem Text',
      )
    } finally {
      await changeLanguage('en')
    }
  })
})
