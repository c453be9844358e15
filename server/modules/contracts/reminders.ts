import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { RUNNING_CONTRACT_STATUSES } from '../../../contract/contract-values'
import { CONTRACT_EXPIRING_DAYS } from '../../../contract/contracts'
import type { Database } from '../../db/client'
import { rowsOf } from '../../db/rows'
import { contracts, users } from '../../db/schema'
import { queueMail } from '../../mail/outbox'
import { committedStatuses, settledSql } from './ledger'

/*
 * The contracts' daily work, run by the background jobs every hour (and on demand in tests):
 * 1. Status from the dates: an executed contract ending within CONTRACT_EXPIRING_DAYS is expiring;
 *    once its end date has passed it is expired.
 * 2. Reminders: for every active reminder type of the organisation, each contract event of its
 *    kind (expiry: the end date; notice deadline: end date less the notice days; option date: the
 *    lock-in's end; instalment due / deliverable due: an unpaid instalment's due date, a delivery
 *    instalment's for deliverables) is mailed through the outbox once its date is `days_before`
 *    away or nearer, and never after the event. The row in contract_reminders_sent is written in
 *    the statement that picks the reminder (ON CONFLICT DO NOTHING on its unique key), and the
 *    mails are queued in the same transaction: a second run, a restart, or a second server process
 *    running the job at the same moment finds the row and sends nothing again.
 */

type Picked = {
  organization_id: number
  contract_id: number
  event: string
  event_date: string
  reminder_name: string
}

const RUNNING = sql`(${sql.join(
  RUNNING_CONTRACT_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`
const PAYABLE = sql`(${committedStatuses})`

/** Expiring and expired from the dates, as of `today` (UTC); answers how many contracts changed. */
export async function refreshContractStatuses(db: Database, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  const changed = rowsOf<{ id: number }>(
    await db.execute(sql`
      update ${contracts} set
        status = case when end_date < ${today}::date then 'expired' else 'expiring' end,
        row_version = row_version + 1, updated_at = ${now}
      where status in ${RUNNING}
        and (end_date < ${today}::date
          or (status = 'executed' and end_date <= ${today}::date + ${CONTRACT_EXPIRING_DAYS}::int))
      returning id`),
  )
  return changed.length
}

/**
 * Every contract event on or after `today` (expiry, notice deadline, option date, an unpaid
 * instalment's or deliverable's due date), with its project and, for an instalment, what is left
 * to pay: the reminders mail them (every organisation's), the dashboard counts them (one
 * organisation's: `tenantId`, which also lets an instalment be found by its due date alone).
 */
export function contractEventsSql(today: string, tenantId?: number) {
  const ofTenant = (table: string) =>
    tenantId === undefined ? sql`` : sql` and ${sql.raw(table)}.organization_id = ${tenantId}`
  return sql`
    select c.id as contract_id, c.organization_id, c.project_id, 'expiry' as event, 'expiry' as event_key, c.end_date as event_date, null::bigint as amount
    from contracts c where c.status in ${RUNNING}
    union all
    select c.id, c.organization_id, c.project_id, 'notice_deadline', 'notice', c.end_date - c.notice_days, null
    from contracts c where c.status in ${RUNNING} and c.notice_days is not null
    union all
    select c.id, c.organization_id, c.project_id, 'option_date', 'option', c.lock_in_until, null
    from contracts c where c.status in ${RUNNING} and c.lock_in_until is not null
    union all
    select c.id, c.organization_id, c.project_id,
      case when ci.trigger = 'delivery' then 'deliverable_due' else 'instalment_due' end,
      'instalment:' || ci.id, ci.due_date, (ci.amount - ${settledSql})::bigint
    from contract_instalments ci
    join contracts c on c.id = ci.contract_id and c.status in ${PAYABLE}
    where ci.due_date is not null and ci.due_date >= ${today}::date${ofTenant('ci')}
      and ci.amount > ${settledSql}`
}

/** Queues the reminders due as of `now` (UTC date); answers how many were sent. */
export async function sendContractReminders(db: Database, publicUrl: string, now: Date): Promise<number> {
  const today = now.toISOString().slice(0, 10)
  return db.transaction(async (tx) => {
    const picked = rowsOf<Picked>(
      await tx.execute(sql`
        with events as (${contractEventsSql(today)}),
        due as (
          select e.organization_id, e.contract_id, rt.id as reminder_type_id, rt.name as reminder_name,
            e.event, e.event_key, e.event_date
          from events e
          join contract_reminder_types rt on rt.organization_id = e.organization_id
            and rt.event = e.event and rt.archived_at is null
          where e.event_date >= ${today}::date and e.event_date - rt.days_before <= ${today}::date
        ),
        sent as (
          insert into contract_reminders_sent (organization_id, contract_id, reminder_type_id, event_key, event_date, sent_at)
          select organization_id, contract_id, reminder_type_id, event_key, event_date, ${now} from due
          on conflict do nothing
          returning contract_id, reminder_type_id, event_key, event_date
        )
        select due.organization_id, due.contract_id, due.event, due.event_date::text as event_date, due.reminder_name
        from sent join due using (contract_id, reminder_type_id, event_key, event_date)
        order by due.contract_id, due.event_date`),
    )
    if (picked.length === 0) return 0
    const contractRows = await tx
      .select({
        id: contracts.id,
        title: contracts.title,
        projectId: contracts.projectId,
        recipients: contracts.reminderUserIds,
        createdBy: contracts.createdBy,
        endDate: contracts.endDate,
      })
      .from(contracts)
      .where(inArray(contracts.id, [...new Set(picked.map((row) => row.contract_id))]))
    const recipientsOf = (row: (typeof contractRows)[number]) =>
      row.recipients.length > 0 ? row.recipients : row.createdBy === null ? [] : [row.createdBy]
    const peopleIds = [...new Set(contractRows.flatMap(recipientsOf))]
    const people = peopleIds.length
      ? await tx
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(
            and(inArray(users.id, peopleIds), eq(users.invitationBlocked, false), isNull(users.archivedAt)),
          )
      : []
    for (const reminder of picked) {
      const contract = contractRows.find((row) => row.id === reminder.contract_id)
      if (!contract) continue
      const days = Math.round((Date.parse(reminder.event_date) - Date.parse(today)) / 86_400_000)
      const when = days === 0 ? 'today' : `in ${days} day${days === 1 ? '' : 's'}`
      const link = `${publicUrl}/contractView?contract=${contract.id}`
      for (const person of people.filter((row) => recipientsOf(contract).includes(row.id)))
        await queueMail(tx, {
          organizationId: reminder.organization_id,
          kind: 'contract-reminder',
          to: person.email,
          subject: `${reminder.reminder_name}: ${contract.title} on ${reminder.event_date} (${when})`.slice(
            0,
            200,
          ),
          body: `Hello ${person.name},\n\n${reminder.reminder_name} for the contract “${contract.title}” falls on ${reminder.event_date}, ${when}.\n\nOpen it: ${link}\n\nYou get this mail because you are among the contract's reminder recipients in Greenlight.`,
        })
    }
    return picked.length
  })
}

/** The hourly contract job: statuses first, so an expiring contract's reminders read its new state. */
export async function runContractJobs(db: Database, publicUrl: string, now: Date) {
  const refreshed = await refreshContractStatuses(db, now)
  const reminded = await sendContractReminders(db, publicUrl, now)
  return { refreshed, reminded }
}
