import { AttachmentsPanel } from '@/components/attachments/AttachmentsPanel'

/** A challan's photos and scans (attachments of owner `challan`); the project's team may add them. */
export function ChallanPhotos({ challanId, canUpload }: { challanId: number; canUpload: boolean }) {
  return <AttachmentsPanel owner="challan" ownerId={challanId} canUpload={canUpload} />
}
