import { dprApi } from '@contract/api/dpr'
import { callApi } from '@/lib/api'

/** GET /v2/dpr/dcr, apart from ./api so that the light dcrPeriodQuery (./keys) loads only this. */
export const fetchDcrPeriod = async (projectId: number, from: string, to: string) =>
  (await callApi(dprApi.dcrPeriod, { query: { project_id: projectId, from, to } })).data
