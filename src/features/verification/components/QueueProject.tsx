import { ProjectPicker } from '@/components/ProjectPicker'
import { useQueueSearch } from './useQueueSearch'

/** Narrows a queue to one project (or all the user's projects when cleared). */
export function QueueProject() {
  const { search, set } = useQueueSearch()
  return (
    <div className="mb-4 max-w-sm">
      <ProjectPicker
        value={search.project ?? null}
        onChange={(project) => set({ project: project ?? undefined, page: undefined })}
      />
    </div>
  )
}
