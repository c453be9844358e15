export type { DataColumn, SortValue } from './columns'
export { DataTable, type DataTableProps } from './DataTable'
export { SearchField } from './SearchField'
