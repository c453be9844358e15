import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { inventoryItems, projects, users } from '../../db/schema'
import { queueMail } from '../../mail/outbox'
import { itemNumber } from './access'
import { overdueHire } from './read'

/*
 * Overdue hires alert: once an item on hire passes its due date, whoever holds it and whoever
 * booked it get a mail through the outbox (late days are charged at the hire rate when it comes
 * back). One alert per item and due date: the item is marked in the same statement that picks it,
 * so a second run — or a second server process running the job at the same moment — finds it
 * marked (PostgreSQL re-checks the condition on the locked row) and sends nothing. An extension
 * moves the due date on, so the new date is alerted again once it passes.
 */

type Picked = {
  id: number
  organization_id: number
  project_id: number
  item_no: number
  name: string
  due_back: string
  custodian_user_id: number | null
  created_by: number | null
}

/** Marks and mails the hires overdue as of `now` (UTC date); answers how many items were alerted. */
export async function alertOverdueHires(db: Database, publicUrl: string, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  return db.transaction(async (tx) => {
    const picked = rowsOf<Picked>(
      await tx.execute(sql`
        update ${inventoryItems} set overdue_alerted_for = due_back
        where ${overdueHire(today)}
          and overdue_alerted_for is distinct from due_back
        returning id, organization_id, project_id, item_no, name, due_back::text as due_back,
          custodian_user_id, created_by`),
    )
    if (picked.length === 0) return 0
    const peopleIds = [
      ...new Set(picked.flatMap((item) => [item.custodian_user_id, item.created_by])),
    ].filter((id): id is number => id !== null)
    const people = peopleIds.length
      ? await tx
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            organizationId: users.organizationId,
          })
          .from(users)
          .where(
            and(inArray(users.id, peopleIds), eq(users.invitationBlocked, false), isNull(users.archivedAt)),
          )
      : []
    const projectRows = await tx
      .select({ id: projects.id, name: projects.name })
      .from(projects)
      .where(
        inArray(
          projects.id,
          picked.map((item) => item.project_id),
        ),
      )
    for (const item of picked) {
      const project = projectRows.find((row) => row.id === item.project_id)?.name ?? ''
      const label = `${itemNumber(item.item_no)} ${item.name}`
      const link = `${publicUrl}/inventoryView?project=${item.project_id}&item=${item.id}`
      const recipients = people.filter(
        (person) =>
          person.organizationId === item.organization_id &&
          (person.id === item.custodian_user_id || person.id === item.created_by),
      )
      for (const person of recipients)
        await queueMail(tx, {
          organizationId: item.organization_id,
          kind: 'hire-overdue',
          to: person.email,
          subject: `Overdue hire: ${label} was due back ${item.due_back}`,
          body: `Hello ${person.name},\n\n${label} (${project}) was due back to its owner on ${item.due_back} and is still on hire${person.id === item.custodian_user_id ? ' in your name' : ''}. Each late day is charged at its hire rate: return it, or extend the hire (which amends its purchase order).\n\nOpen it: ${link}\n\nYou get this mail because you hold or booked this item in Greenlight.`,
        })
    }
    return picked.length
  })
}
