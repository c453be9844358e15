import { and, eq, isNull } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { paymentModes } from '../../db/schema'
import { badRequest } from '../../http/errors'

/** An active payment mode of the tenant, and the reference it needs (cheque, transaction no.). */
export async function checkedPayment(
  db: Database,
  tenantId: number,
  input: { payment_mode_id: number; payment_reference?: string | null },
) {
  const [mode] = await db
    .select({ needsReference: paymentModes.needsReference })
    .from(paymentModes)
    .where(
      and(
        eq(paymentModes.id, input.payment_mode_id),
        eq(paymentModes.organizationId, tenantId),
        isNull(paymentModes.archivedAt),
      ),
    )
    .limit(1)
  if (!mode)
    throw badRequest('Choose an active payment mode', [
      { path: 'payment_mode_id', message: 'Choose an active payment mode' },
    ])
  const reference = input.payment_reference?.trim() || null
  if (mode.needsReference && !reference) {
    const message = 'This payment mode needs a reference (cheque or transaction number)'
    throw badRequest(message, [{ path: 'payment_reference', message, code: 'required' }])
  }
  return { paymentModeId: input.payment_mode_id, paymentReference: reference }
}
