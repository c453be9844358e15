import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'
import { useCan } from '@/lib/permissions'

/**
 * A contract's documents (attachments of owner `contract`): the agreement, its schedules, the
 * signed copy. A name uploaded again is its next version. Whoever may change contracts (PUT) adds
 * and removes them at any stage; readers download. The server checks both and the project.
 */
export function ContractDocuments({ contractId }: { contractId: number }) {
  const canUpload = useCan('contract', 'PUT')
  return <AttachmentsPanel owner="contract" ownerId={contractId} canUpload={canUpload} />
}
