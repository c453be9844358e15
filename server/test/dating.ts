import { eq } from 'drizzle-orm'
import { organizations } from '../db/schema'
import { DEMO_STUDIOS, type Harness } from './harness'

/**
 * The demo organisation lets documents be dated `days` ahead of today (/books settings): for tests
 * whose story runs on past the harness clock's day (a shoot's later days, an instalment paid on
 * its due date), which the organisation's default of "not after today" would refuse.
 */
export async function allowDatesAhead(h: Harness, days = 366) {
  await h.db.update(organizations).set({ futureDaysAllowed: days }).where(eq(organizations.id, DEMO_STUDIOS))
}
