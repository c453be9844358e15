import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { workTypes } from '../../db/schema'
import { DEMO_STUDIOS } from '../../test/harness'

/** The id of Demo Studios' live "Shoot" kind of day, which a test's reports are filed on. */
export async function shootWorkTypeId(db: Database): Promise<number> {
  const [shoot] = await db
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(
      and(
        eq(workTypes.organizationId, DEMO_STUDIOS),
        eq(workTypes.name, 'Shoot'),
        isNull(workTypes.archivedAt),
      ),
    )
  if (!shoot) throw new Error('Demo Studios has no Shoot work type')
  return shoot.id
}
