import { and, asc, eq, isNull } from 'drizzle-orm'
import type { CustomFieldEntity } from '../../../contract/masters/definitions'
import type { CustomFieldDefinition } from '../../../contract/masters/schemas'
import type { Database } from '../../db/client'
import { customFields } from '../../db/schema'

/** The custom fields an Admin added to a kind of record, in the order forms show them. */
export async function customFieldsOf(
  db: Database,
  tenantId: number,
  entity: CustomFieldEntity,
): Promise<CustomFieldDefinition[]> {
  const rows = await db
    .select({
      custom_field_id: customFields.id,
      entity: customFields.entity,
      label: customFields.label,
      kind: customFields.kind,
      options: customFields.options,
      required: customFields.required,
      position: customFields.position,
    })
    .from(customFields)
    .where(
      and(
        eq(customFields.organizationId, tenantId),
        eq(customFields.entity, entity),
        isNull(customFields.archivedAt),
      ),
    )
    .orderBy(asc(customFields.position), asc(customFields.label))
  return rows.map((row) => ({
    ...row,
    kind: row.kind as CustomFieldDefinition['kind'],
    position: row.position ?? 0,
  }))
}
