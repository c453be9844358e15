import { eq } from 'drizzle-orm'
import { describe, expect } from 'vitest'
import { contractListResponseSchema, contractResponseSchema } from '../../contract/contracts'
import { DEMO_CONTRACTS, DEMO_CONTRACTS_PROJECT } from '../../contract/demo-contracts'
import { projectId } from '../modules/budget/budget-fixtures'
import { codeFigures } from '../modules/spend/figures'
import { DEMO, DEMO_STUDIOS, type Harness, test } from '../test/harness'
import { contracts, outbox } from './schema'
import { seedDemoContracts } from './seed-contracts'

/*
 * The demo's contracts (contract/demo-contracts.ts), as a new user meets them on Monsoon Diaries:
 * six deals in a spread of statuses, what the signed ones commit and what was paid on them on
 * their codes, nothing mailed, and nothing added by seeding again.
 */

const list = async (h: Harness, token?: string) =>
  contractListResponseSchema.parse(
    (
      await h.call(
        'GET',
        `/v2/contracts?project_id=${await projectId(h.db, DEMO_CONTRACTS_PROJECT)}&sort=title&limit=50`,
        { token: token ?? (await h.login(DEMO.manager)) },
      )
    ).body,
  ).data

const byNumber = (rows: Awaited<ReturnType<typeof list>>) =>
  rows
    .map((row) => [
      row.contract_no,
      row.title,
      row.agreement_kind,
      row.status,
      row.value,
      row.paid,
      row.committed,
    ])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])))

describe('the demo’s contracts', () => {
  test('Monsoon Diaries has six deals, from a draft to an amended score, drafted and signed in order', async ({
    h,
  }) => {
    expect(byNumber(await list(h))).toEqual([
      [
        'MD-01/CON/0001',
        'Anaya — lead, 40 shoot days',
        'talent',
        'executed',
        60_00_000_00,
        15_00_000_00,
        45_00_000_00,
      ],
      [
        'MD-01/CON/0002',
        'Production accountant — prep and first schedule',
        'crew',
        // It ends on 30 November: within 30 days of the seed's day.
        'expiring',
        3_60_000_00,
        2_40_000_00,
        1_20_000_00,
      ],
      ['MD-01/CON/0003', 'DI and colour grade — 10 days', 'vendor', 'executed', 8_50_000_00, 0, 8_50_000_00],
      ['MD-01/CON/0004', 'Background score — 24 cues', 'commission', 'amended', 18_00_000_00, 0, 0],
      [
        'MD-01/CON/0004 v2',
        'Background score — 24 cues',
        'commission',
        'executed',
        20_00_000_00,
        0,
        20_00_000_00,
      ],
      [
        'MD-01/CON/0005',
        'Marine Drive terrace — 2 night exteriors',
        'location',
        'submitted',
        2_40_000_00,
        0,
        0,
      ],
      ['MD-01/CON/0006', 'India streaming licence — 7 years', 'platform_licence', 'draft', 2_50_000_00, 0, 0],
    ])
    // One version each, and the amendment.
    expect((await list(h)).length).toBe(DEMO_CONTRACTS.length + 1)

    const admin = await h.login(DEMO.admin)
    const rows = await list(h, admin)
    const detail = async (title: string, version = 1) => {
      const row = rows.find((contract) => contract.title === title && contract.version === version)
      return contractResponseSchema.parse(
        (await h.call('GET', `/v2/contracts/${row?.contract_id}`, { token: admin })).body,
      ).data
    }
    const lead = await detail('Anaya — lead, 40 shoot days')
    expect(lead).toMatchObject({
      counterparty: 'Ritika Sen',
      sent_on: '2026-10-15',
      counterparty_signed_on: '2026-10-19',
      company_signed_on: '2026-10-20',
      executed_on: '2026-10-20',
      can_pay: true,
    })
    expect(lead.approvals.map((step) => [step.action, step.level_no, step.user_name])).toEqual([
      ['submitted', null, 'Rohan Iyer'],
      ['approved', 0, 'Asha Menon'],
    ])
    expect(lead.instalments.map((row) => [row.label, row.amount, row.paid, row.committed])).toEqual([
      ['On signing', 15_00_000_00, 15_00_000_00, 0],
      ['On the first shoot day', 30_00_000_00, 0, 30_00_000_00],
      ['After dubbing', 15_00_000_00, 0, 15_00_000_00],
    ])
    expect(lead.payments).toEqual([
      expect.objectContaining({ paid_on: '2026-10-22', reference: 'NEFT-HDFC-88120', paid_by: 'Asha Menon' }),
    ])
    const score = await detail('Background score — 24 cues', 2)
    expect(score).toMatchObject({
      version_kind: 'amendment',
      change_reason: 'Two more cues for the Goa schedule',
      executed_on: '2026-11-18',
    })
    expect(score.versions.map((version) => [version.version, version.status])).toEqual([
      [1, 'amended'],
      [2, 'executed'],
    ])
    expect((await detail('DI and colour grade — 10 days')).counterparty).toBe(
      'Pixelwave Post Studios Private Limited',
    )
    // The location waits on the Admins; the Admin may approve it.
    const location = await detail('Marine Drive terrace — 2 night exteriors')
    expect(location).toMatchObject({ pending_level: { level_no: 0, name: 'Admins' }, can_approve: true })
    const approved = await h.call('POST', `/v2/contracts/${location.contract_id}/approve`, {
      token: admin,
      body: {},
    })
    expect(approved.status).toBe(200)
  })

  test('the figures on their codes are what the signed contracts commit and what was paid', async ({ h }) => {
    const project = await projectId(h.db, DEMO_CONTRACTS_PROJECT)
    const codes = ['1300-01', '2000-02', '3000-03', '3100-01', '2600-01', '4000-01']
    const { figures } = await codeFigures(h.db, DEMO_STUDIOS, project, { codes })
    const of = (code: string) => {
      const figure = figures.find((row) => row.budget_code === code)
      return [figure?.committed, figure?.actual]
    }
    expect(codes.map((code) => [code, ...of(code)])).toEqual([
      ['1300-01', 45_00_000_00, 15_00_000_00],
      ['2000-02', 1_20_000_00, 2_40_000_00],
      ['3000-03', 8_50_000_00, 0],
      // Only the amendment commits: the version it replaced commits nothing more.
      ['3100-01', 20_00_000_00, 0],
      // Waiting and draft: nothing yet.
      ['2600-01', 0, 0],
      ['4000-01', 0, 0],
    ])
    // The list's own figures agree with the codes'.
    const rows = await list(h)
    expect(rows.reduce((sum, row) => sum + row.committed, 0)).toBe(
      (45_00_000 + 1_20_000 + 8_50_000 + 20_00_000) * 100,
    )
  })
})

describe('seeding them', () => {
  test('mails nobody, and seeding again adds nothing', async ({ h }) => {
    expect(await h.db.select().from(outbox)).toEqual([])
    const before = await h.db.select().from(contracts).where(eq(contracts.organizationId, DEMO_STUDIOS))
    await seedDemoContracts(h.db, DEMO_STUDIOS, {}, h.clock.now)
    await seedDemoContracts(h.db, DEMO_STUDIOS, { Admin: 1, 'Admin Manager': 1 }, h.clock.now)
    expect(await h.db.select().from(contracts).where(eq(contracts.organizationId, DEMO_STUDIOS))).toEqual(
      before,
    )
  })
})
