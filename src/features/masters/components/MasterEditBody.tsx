import { type MasterKey, masterDefinition } from '@contract/masters/definitions'
import type { AnyMasterRecord } from '@contract/masters/schemas'
import { sensitiveFieldsOf } from '@contract/masters/sensitive'
import { useQuery } from '@tanstack/react-query'
import { Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'
import { Button } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { Spinner } from '@/components/Spinner'
import { useCan } from '@/lib/permissions'
import { masterRecordQuery } from '../api'
import { MASTER_PAGES } from '../registry'
import { MasterForm, type MasterFormProps } from './MasterForm'

/**
 * The add/change dialog's body. A list row carries sensitive fields masked, so a master that has
 * any is changed from its record (in full for those who may change it); a master that keeps
 * files lists them below the form.
 */
export function MasterEditBody(props: MasterFormProps) {
  const { masterKey, record } = props
  const definition = masterDefinition(masterKey)
  const sensitive = sensitiveFieldsOf(definition).length > 0
  const id = record ? Number(record[definition.idField]) : 0
  const full = useQuery({ ...masterRecordQuery(masterKey, id), enabled: Boolean(record) && sensitive })
  const { documents: owner, panel: Panel } = MASTER_PAGES[masterKey]
  return (
    <>
      {record && sensitive ? (
        <FullRecordForm {...props} status={full.status} full={full.data} retry={() => void full.refetch()} />
      ) : (
        <MasterForm {...props} />
      )}
      {owner && record ? <Documents masterKey={masterKey} owner={owner} ownerId={id} /> : null}
      {Panel && record ? (
        <Suspense fallback={null}>
          <Panel recordId={id} />
        </Suspense>
      ) : null}
    </>
  )
}

function FullRecordForm({
  status,
  full,
  retry,
  ...props
}: MasterFormProps & { status: 'pending' | 'error' | 'success'; full?: AnyMasterRecord; retry: () => void }) {
  const { t } = useTranslation()
  if (status === 'pending') return <Spinner />
  if (status === 'error' || !full)
    return (
      <Alert tone="danger" title={t('masters.common.loadFailed')}>
        <Button size="sm" variant="secondary" icon="refresh" onClick={retry}>
          {t('common.retry')}
        </Button>
      </Alert>
    )
  return <MasterForm {...props} record={full} />
}

function Documents({
  masterKey,
  owner,
  ownerId,
}: {
  masterKey: MasterKey
  owner: NonNullable<(typeof MASTER_PAGES)[MasterKey]['documents']>
  ownerId: number
}) {
  const canUpload = useCan(masterDefinition(masterKey).permission, 'PUT')
  return (
    <div className="mt-6 border-t border-line pt-4">
      <AttachmentsPanel owner={owner} ownerId={ownerId} canUpload={canUpload} />
    </div>
  )
}
