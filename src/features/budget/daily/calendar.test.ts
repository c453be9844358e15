import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { monthRange, monthWeeks, shiftMonth, today, weekdayNames } from './calendar'
import { blankLine, checkDraft, draftOf, draftTotal } from './draft'

describe('calendar arithmetic', () => {
  it('lays a month out in weeks from Monday', () => {
    const weeks = monthWeeks('2026-11')
    expect(weeks).toHaveLength(6)
    // 1 November 2026 is a Sunday.
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01'])
    expect(weeks[4]?.[1]).toBe('2026-11-24')
    expect(weeks[5]).toEqual(['2026-11-30', null, null, null, null, null, null])
  })

  it('knows month lengths and moves across years', () => {
    expect(monthRange('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' })
    expect(monthRange('2026-12').last).toBe('2026-12-31')
    expect(shiftMonth('2026-12', 1)).toBe('2027-01')
    expect(shiftMonth('2026-01', -1)).toBe('2025-12')
  })

  it('names weekdays from Monday and reads today in local time', () => {
    expect(weekdayNames('en', 'short')[0]).toBe('Mon')
    expect(weekdayNames('de', 'long')[6]).toBe('Sonntag')
    expect(today(new Date(2026, 10, 23, 23, 59))).toBe('2026-11-23')
  })
})

describe('a day’s draft', () => {
  const t = i18n.t.bind(i18n)

  it('adds the typed amounts exactly in minor units', () => {
    const draft = { ...draftOf(undefined, 2), lines: [blankLine(), blankLine(), blankLine()] }
    draft.lines[0] = { ...(draft.lines[0] as ReturnType<typeof blankLine>), amount: '0.10' }
    draft.lines[1] = { ...(draft.lines[1] as ReturnType<typeof blankLine>), amount: '0.20' }
    draft.lines[2] = { ...(draft.lines[2] as ReturnType<typeof blankLine>), amount: 'abc' }
    expect(draftTotal(draft, 2)).toBe(30)
  })

  it('names each problem by its field and line, and skips blank lines', () => {
    const line = { ...blankLine(), amount: '12.345' }
    const checked = checkDraft({ ...draftOf(undefined, 2), lines: [line, blankLine()] }, 2, t)
    expect(checked.ok).toBe(false)
    if (!checked.ok)
      expect(Object.keys(checked.errors).sort()).toEqual(['lines.0.amount', 'lines.0.budget_code', 'title'])
  })

  it('answers what the API expects', () => {
    const line = { ...blankLine(), budget_code: '2100-01', amount: '45,000.50' }
    const checked = checkDraft(
      { ...draftOf(undefined, 2), title: ' Day 1 ', lines: [line, blankLine()] },
      2,
      t,
    )
    expect(checked).toEqual({
      ok: true,
      data: {
        title: 'Day 1',
        city_id: null,
        notes: null,
        lines: [{ budget_code: '2100-01', description: null, amount: 4500050 }],
      },
    })
  })
})
