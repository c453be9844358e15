import { describe, expect } from 'vitest'
import { purchaseOrdersApi } from '../../../contract/api/purchase'
import { DEMO, okBody, refusal, test } from '../../test/harness'
import { poBody, setPoControl, spendIds } from './purchase-fixtures'

/*
 * The PO form's preview answers what the budget check at submission decides: the same figures
 * after the PO and the same codes over budget, whatever the control. 2100-01 has 87,00,000.00 left
 * in the demo (after the seeded camera PO); 2200-01 has 1,21,60,000.00.
 */

describe('PO preview', () => {
  test.for(['stop', 'warn', 'ignore'] as const)(
    'under %s: the codes it calls over are the ones the submission stops or warns about',
    async (control, { h }) => {
      const ids = await spendIds(h.db)
      await setPoControl(h.db, control)
      const token = await h.login(DEMO.moderator)
      const reader = await h.login(DEMO.manager)
      const lines: [string, string, number][] = [
        ['2100-01', '1', 900_000_000],
        ['2200-01', '2', 1_000_000],
        ['2200-01', '1', 500_000],
      ]
      const previewAs = async (as: string) => {
        const answer = await h.call('POST', `/v2/purchase/preview/${ids.project}`, {
          token: as,
          body: {
            codes: lines.map(([budget_code, quantity, rate]) => ({
              budget_code,
              amount: Number(quantity) * rate,
            })),
          },
        })
        expect(answer.status).toBe(200)
        return okBody(purchaseOrdersApi.preview, answer).data
      }
      // The Line Producer reads the budget: the figures.
      const previewed = await previewAs(reader)
      expect(previewed).toMatchObject({ control, figures_shown: true })
      const byCode = Object.fromEntries(previewed.impacts.map((impact) => [impact.budget_code, impact]))
      expect(byCode['2200-01']).toMatchObject({ this_document: 2_500_000 })
      const camera = byCode['2100-01']
      if (!camera) throw new Error('the preview has no impact on 2100-01')
      expect(camera.remaining_after).toBe(camera.remaining - 900_000_000)
      expect(previewed.over_codes).toEqual(control === 'ignore' ? [] : ['2100-01'])
      // The Moderator drafts but reads no budget: the same verdict, no figures.
      expect(await previewAs(token)).toEqual({ ...previewed, figures_shown: false, impacts: [] })

      const draft = await h.call('POST', `/v2/purchase/project/${ids.project}`, {
        token,
        body: poBody(ids.vendor, lines),
      })
      const submitted = await h.call(
        'POST',
        `/v2/purchase/${okBody(purchaseOrdersApi.create, draft).data.po_id}/submit`,
        {
          token,
          body: {},
        },
      )
      if (control === 'stop') {
        expect([submitted.status, refusal(submitted).code]).toEqual([409, 'overBudget'])
        expect(refusal(submitted).params?.codes).toBe(previewed.over_codes.join(','))
      } else {
        expect(submitted.status).toBe(200)
        const id = okBody(purchaseOrdersApi.submit, submitted).data.po_id
        const read = await h.call('GET', `/v2/purchase/${id}`, { token: reader })
        const check = okBody(purchaseOrdersApi.get, read).data.budget_check
        expect(check?.over_codes).toEqual(previewed.over_codes)
        expect(check?.impacts).toEqual(previewed.impacts)
      }
    },
  )

  test('is refused without the grant to raise POs, and outside the caller’s projects', async ({ h }) => {
    const ids = await spendIds(h.db)
    const body = { codes: [{ budget_code: '2200-01', amount: 100 }] }
    const dashboard = await h.login(DEMO.dashboard)
    expect(
      (await h.call('POST', `/v2/purchase/preview/${ids.project}`, { token: dashboard, body })).status,
    ).toBe(403)
    const moderator = await h.login(DEMO.moderator)
    expect((await h.call('POST', '/v2/purchase/preview/999999', { token: moderator, body })).status).toBe(404)
  })
})
