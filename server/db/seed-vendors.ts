import { and, eq } from 'drizzle-orm'
import { DEMO_VENDORS, demoVendorValues } from '../../contract/demo-vendors'
import type { Database } from './client'
import { camel } from './master-tables'
import { cities, tdsSections, vendors } from './schema'

/** The demo vendors (contract/demo-vendors.ts) of one demo organisation. */
export async function seedDemoVendors(tx: Database, organizationId: number, now: Date) {
  for (const vendor of DEMO_VENDORS) {
    const [tds] = await tx
      .select({ id: tdsSections.id })
      .from(tdsSections)
      .where(
        and(
          eq(tdsSections.organizationId, organizationId),
          eq(tdsSections.section, vendor.tds.section),
          eq(tdsSections.description, vendor.tds.description),
        ),
      )
      .limit(1)
    const [city] = await tx
      .select({ id: cities.id })
      .from(cities)
      .where(and(eq(cities.organizationId, organizationId), eq(cities.name, vendor.city)))
      .limit(1)
    const values = demoVendorValues(vendor, tds?.id ?? null, city?.id ?? null)
    await tx.insert(vendors).values({
      ...Object.fromEntries(Object.entries(values).map(([field, value]) => [camel(field), value])),
      organizationId,
      createdAt: now,
      updatedAt: now,
    } as never)
  }
}
