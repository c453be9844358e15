export type { DataColumn, SortValue } from './columns'
export { DataTable, type DataTableProps } from './DataTable'
export { ListTabsAndSearch } from './ListTabsAndSearch'
export { SearchField } from './SearchField'
