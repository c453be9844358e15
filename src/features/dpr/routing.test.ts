import { describe, expect, it } from 'vitest'
import { dprFormSearch, dprListSearch, formatEighths, parseEighths } from './routing'

describe('pages in eighths', () => {
  it.each([
    ['1 6/8', 14],
    ['6/8', 6],
    ['2', 16],
    ['0', 0],
    ['1 3/4', 14],
    ['1/2', 4],
    [' 3 1/8 ', 25],
  ])('reads "%s" as %i eighths', (text, eighths) => {
    expect(parseEighths(text)).toBe(eighths)
  })

  it.each(['', '1 9/8', '8/8', '1.5', 'two', '1 1/3', '-1'])('refuses "%s"', (text) => {
    expect(parseEighths(text)).toBeNull()
  })

  it.each([
    [14, '1 6/8'],
    [6, '6/8'],
    [16, '2'],
    [0, '0'],
  ])('writes %i eighths as "%s"', (eighths, text) => {
    expect(formatEighths(eighths)).toBe(text)
    expect(parseEighths(text)).toBe(eighths)
  })
})

describe('the DPR pages’ URLs', () => {
  it('keeps what it knows and drops the rest', () => {
    expect(
      dprListSearch({ project: '3', status: 'approved', from: '2026-11-01', to: '2026-02-30', x: 1 }),
    ).toEqual({
      page: undefined,
      project: 3,
      status: 'approved',
      from: '2026-11-01',
      to: undefined,
    })
    expect(dprFormSearch({ project: 3, date: '2026-11-24', unit: 'third' })).toEqual({
      id: undefined,
      project: 3,
      date: '2026-11-24',
      unit: undefined,
    })
  })
})
