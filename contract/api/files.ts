/** The types a CSV or XLSX upload may come as: browsers label a .csv many ways. */
export const IMPORT_CONTENT_TYPES = [
  'text/csv',
  'text/plain',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/octet-stream',
] as const
export const IMPORT_MAX_BYTES = 10 * 1024 * 1024
