import { describe, expect, it } from 'vitest'
import { advanceListSearch } from './routing'

describe('the advance list URL', () => {
  it('keeps the filters it knows and drops anything else', () => {
    expect(
      advanceListSearch({
        page: '2',
        project: '7',
        vendor: 12,
        status: 'part_adjusted',
        kind: 'security',
        overdue: '1',
        advance: '3',
        extra: 'x',
      }),
    ).toEqual({
      page: 2,
      search: undefined,
      sort: undefined,
      project: 7,
      vendor: 12,
      status: 'part_adjusted',
      kind: 'security',
      overdue: 1,
      advance: 3,
    })
  })

  it('refuses unknown statuses and kinds and a false overdue', () => {
    const search = advanceListSearch({ status: 'stolen', kind: 'bribe', overdue: '0', project: '-1' })
    expect(search).toMatchObject({
      status: undefined,
      kind: undefined,
      overdue: undefined,
      project: undefined,
    })
  })
})
