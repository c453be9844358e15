import { attachmentsApi } from '@contract/api/attachments'
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, type AttachmentOwner } from '@contract/attachments'
import { queryOptions } from '@tanstack/react-query'
import { callApi } from '@/lib/api'

/** Query keys of attachments: by owner, so an upload refreshes only its record's list. */
export const attachmentsKeys = {
  all: ['attachments'] as const,
  of: (owner: AttachmentOwner, ownerId: number) => ['attachments', owner, ownerId] as const,
}

export const attachmentsQuery = (owner: AttachmentOwner, ownerId: number) =>
  queryOptions({
    queryKey: attachmentsKeys.of(owner, ownerId),
    queryFn: async () => (await callApi(attachmentsApi.list, { params: { owner, owner_id: ownerId } })).data,
  })

export async function uploadAttachment(owner: AttachmentOwner, ownerId: number, file: File) {
  return (
    await callApi(attachmentsApi.upload, {
      params: { owner, owner_id: ownerId },
      query: { file_name: file.name.slice(0, 200) },
      file,
    })
  ).data
}

export async function removeAttachment(id: number) {
  return (await callApi(attachmentsApi.remove, { params: { id } })).data
}

/** Fetches the file (the request carries the session) and hands it to the browser to save. */
export async function downloadAttachment(id: number, fileName: string) {
  const blob = await callApi(attachmentsApi.download, { params: { id } })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Why a chosen file cannot be sent, before sending it: its type or its size. */
export function fileProblem(file: File): 'wrongType' | 'tooLarge' | null {
  if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type)) return 'wrongType'
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge'
  return null
}
