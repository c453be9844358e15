import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TYPES,
  type AttachmentOwner,
  attachmentResponseSchema,
  attachmentsResponseSchema,
} from '@contract/attachments'
import { queryOptions } from '@tanstack/react-query'
import { getJson, http, sendFile, sendJson } from '@/lib/http'

/** Query keys of attachments: by owner, so an upload refreshes only its record's list. */
export const attachmentsKeys = {
  all: ['attachments'] as const,
  of: (owner: AttachmentOwner, ownerId: number) => ['attachments', owner, ownerId] as const,
}

export const attachmentsQuery = (owner: AttachmentOwner, ownerId: number) =>
  queryOptions({
    queryKey: attachmentsKeys.of(owner, ownerId),
    queryFn: async () =>
      (await getJson(`v2/attachments/${owner}/${ownerId}`, attachmentsResponseSchema)).data,
  })

export async function uploadAttachment(owner: AttachmentOwner, ownerId: number, file: File) {
  const params = new URLSearchParams({ file_name: file.name.slice(0, 200) })
  return (await sendFile(`v2/attachments/${owner}/${ownerId}?${params}`, file, attachmentResponseSchema)).data
}

export async function removeAttachment(id: number) {
  return (await sendJson('delete', `v2/attachment/${id}`, undefined, attachmentResponseSchema)).data
}

/** Fetches the file (the request carries the session) and hands it to the browser to save. */
export async function downloadAttachment(id: number, fileName: string) {
  const blob = await http.get(`v2/attachment/${id}/file`).blob()
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
