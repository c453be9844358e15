import { DEMO_VENDORS, demoVendorValues } from '../contract/demo-vendors'
import { addMasterRow, type World } from './world'

/** The demo vendors of a demo organisation, as the server's seed writes them (same order, same ids). */
export function seedDemoVendors(world: World, organizationId: number) {
  const inOrganization = <R extends { id: number; organizationId: number; values: Record<string, unknown> }>(
    rows: R[],
    matches: (values: Record<string, unknown>) => boolean,
  ) => rows.find((row) => row.organizationId === organizationId && matches(row.values))?.id ?? null
  for (const vendor of DEMO_VENDORS) {
    const tdsId = inOrganization(
      world.masters.tds,
      (values) => values.section === vendor.tds.section && values.description === vendor.tds.description,
    )
    const cityId = inOrganization(world.masters.city, (values) => values.name === vendor.city)
    addMasterRow(world, 'vendor', organizationId, demoVendorValues(vendor, tdsId, cityId))
  }
}
