import { describe, expect, it } from 'vitest'
import { pettyCashSearch } from './routing'

describe('the petty-cash URL', () => {
  it('keeps known tabs, filters and open documents, and drops anything else', () => {
    expect(
      pettyCashSearch({
        tab: 'envelopes',
        project: '7',
        status: 'posted',
        envelope: '12',
        page: '2',
        x: 'y',
      }),
    ).toEqual({
      tab: 'envelopes',
      page: 2,
      search: undefined,
      project: 7,
      holder: undefined,
      status: 'posted',
      float: undefined,
      envelope: 12,
    })
    expect(pettyCashSearch({ tab: 'holders', status: 'paid', float: 'abc' })).toMatchObject({
      tab: undefined,
      status: undefined,
      float: undefined,
    })
  })
})
