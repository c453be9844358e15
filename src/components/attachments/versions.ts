import type { Attachment } from '@contract/attachments'

/** One document: its latest version and the earlier ones still kept (newest first). */
export type DocumentVersions = { latest: Attachment; earlier: Attachment[] }

/**
 * The files of a record as documents: files under one name (case aside, as the server counts
 * versions) are one document shown by its latest version. Documents keep the order of their
 * latest upload, so a new version moves its document to where new files land.
 */
export function documentsOf(files: readonly Attachment[]): DocumentVersions[] {
  const byName = new Map<string, Attachment[]>()
  for (const file of files) {
    const key = file.file_name.toLowerCase()
    byName.set(key, [...(byName.get(key) ?? []), file])
  }
  return [...byName.values()]
    .map((versions) => {
      const [latest, ...earlier] = [...versions].sort((a, b) => b.version - a.version)
      return { latest: latest as Attachment, earlier }
    })
    .sort(
      (a, b) =>
        a.latest.created_at.localeCompare(b.latest.created_at) ||
        a.latest.attachment_id - b.latest.attachment_id,
    )
}
