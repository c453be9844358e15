import { Segmented } from '../Segmented'
import { SearchField } from './SearchField'

type ListPatch<Tab extends string> = { tab?: Tab; search?: string; page?: undefined }

/**
 * The toolbar every archive-able list starts with: which tab (the first is the default and leaves
 * the URL) and the search term. Either change takes the list back to its first page.
 */
export function ListTabsAndSearch<Tab extends string>({
  tabsLabel,
  tabs,
  tab,
  searchLabel,
  search,
  onChange,
}: {
  tabsLabel: string
  tabs: { value: Tab; label: string }[]
  tab: Tab
  searchLabel: string
  search: string | undefined
  onChange: (patch: ListPatch<Tab>) => void
}) {
  return (
    <>
      <Segmented<Tab>
        label={tabsLabel}
        value={tab}
        onChange={(next) => onChange({ tab: next === tabs[0]?.value ? undefined : next, page: undefined })}
        options={tabs}
      />
      <SearchField
        label={searchLabel}
        value={search ?? ''}
        onChange={(value) => onChange({ search: value || undefined, page: undefined })}
      />
    </>
  )
}
