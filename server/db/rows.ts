/** The rows of a raw `db.execute(sql…)`: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows
