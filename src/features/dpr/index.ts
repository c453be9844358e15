/*
 * What routes and other features may use of daily production reports. Kept light (no ky, no zod):
 * route files are part of the entry chunk. The queries live in './api', which the pages load
 * lazily; the DCR period query loads it when it first runs.
 */

export { dcrPeriodQuery, dprKeys } from './keys'
export {
  type DprFormSearch,
  type DprListSearch,
  type DprViewSearch,
  dprFormSearch,
  dprListSearch,
  dprViewSearch,
} from './routing'
