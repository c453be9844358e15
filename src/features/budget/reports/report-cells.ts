/** The report table's cell padding, shared by its heading, code and total rows. */
export const cell = 'px-4 py-2'
export const amountCell = `${cell} text-right tabular-nums whitespace-nowrap`
