import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Clearance } from '../../../contract/team'
import type { Database } from '../../db/client'
import { contracts, pettyCashHolders, teamMembers } from '../../db/schema'
import { conflict } from '../../http/errors'
import { vendorOpenAdvances } from '../advances/vendor-summary'
import { itemsHeldBy } from '../inventory/read'
import { holderBalance } from '../petty-cash/balance'
import { projectCurrencyOf } from '../projects/currency'
import type { MemberRecord } from './access'

/*
 * Wrap clearance, each check asked of the module that owns it: the person's petty-cash float on
 * the project (petty-cash/balance.ts), the open advances of the vendor they are paid through on
 * the project (advances/vendor-summary.ts), and what is still in their custody
 * (inventory/read.ts). Until all three are clear the member is not cleared, and the contract
 * payment that would leave nothing open on their contract is refused.
 */

export async function clearanceOf(db: Database, member: MemberRecord, now: Date): Promise<Clearance> {
  const tenantId = member.organizationId
  const [holder] = member.userId
    ? await db
        .select({ id: pettyCashHolders.id, floatLimit: pettyCashHolders.floatLimit })
        .from(pettyCashHolders)
        .where(
          and(
            eq(pettyCashHolders.organizationId, tenantId),
            eq(pettyCashHolders.projectId, member.projectId),
            eq(pettyCashHolders.userId, member.userId),
          ),
        )
        .limit(1)
    : []
  const outstanding = holder ? (await holderBalance(db, tenantId, holder, now)).outstanding : 0
  const advances = member.vendorId
    ? await vendorOpenAdvances(db, tenantId, member.projectId, member.vendorId)
    : { count: 0, amount: 0 }
  const items = member.userId ? (await itemsHeldBy(db, tenantId, member.userId, now)).length : 0
  const currency = await projectCurrencyOf(db, tenantId, member.projectId)
  const float = { clear: outstanding <= 0, holder_id: holder?.id ?? null, outstanding }
  const advancesCheck = {
    clear: advances.count === 0,
    vendor_id: member.vendorId,
    count: advances.count,
    open_amount: advances.amount,
  }
  const custody = { clear: items === 0, user_id: member.userId, items }
  return {
    member_id: member.id,
    currency_code: currency.code,
    minor_units: currency.minor_units,
    float,
    advances: advancesCheck,
    custody,
    clear: float.clear && advancesCheck.clear && custody.clear,
  }
}

/** What is open, in words: "float, advances, custody". */
export const openChecks = (clearance: Clearance) =>
  (['float', 'advances', 'custody'] as const).filter((check) => !clearance[check].clear)

/**
 * The final payment on a contract waits for its team member's clearance: 409 wrapNotCleared when
 * the payment would leave nothing open on the contract (`openAfter` ≤ 0) while a member linked to
 * it (any version of it) is not cleared.
 */
export async function assertFinalPaymentAllowed(
  db: Database,
  tenantId: number,
  contract: { projectId: number; contractNo: number },
  openAfter: number,
) {
  if (openAfter > 0) return
  const [waiting] = await db
    .select({ name: teamMembers.name })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.organizationId, tenantId),
        eq(teamMembers.projectId, contract.projectId),
        ne(teamMembers.status, 'cleared'),
        inArray(
          teamMembers.contractId,
          db
            .select({ id: contracts.id })
            .from(contracts)
            .where(
              and(eq(contracts.projectId, contract.projectId), eq(contracts.contractNo, contract.contractNo)),
            ),
        ),
      ),
    )
    .orderBy(sql`${teamMembers.id}`)
    .limit(1)
  if (waiting)
    throw conflict(
      `The final payment waits until ${waiting.name} is cleared (float returned, advances settled, items handed back)`,
      [],
      'wrapNotCleared',
      { name: waiting.name },
    )
}
