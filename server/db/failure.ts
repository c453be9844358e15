/**
 * What a database refusal says, read the same way whatever wrapped it: Drizzle wraps the driver's
 * error (PGlite's or node-postgres') in a DrizzleQueryError whose message carries the statement's
 * parameters — password hashes, tokens — so that message is never logged (see `loggableError`).
 */
export interface DatabaseFailure {
  /** The SQLSTATE, e.g. 23505 for a unique violation. */
  code: string
  constraint?: string | undefined
  message: string
}

export const UNIQUE_VIOLATION = '23505'
export const FOREIGN_KEY_VIOLATION = '23503'

export function databaseFailureOf(error: unknown): DatabaseFailure | null {
  if (!error || typeof error !== 'object') return null
  const candidate = ((error as { cause?: unknown }).cause ?? error) as {
    code?: unknown
    constraint?: unknown
    message?: unknown
  }
  if (typeof candidate.code !== 'string' || !/^[0-9A-Z]{5}$/.test(candidate.code)) return null
  return {
    code: candidate.code,
    constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
    message: typeof candidate.message === 'string' ? candidate.message : '',
  }
}

export const isUniqueViolation = (error: unknown) => databaseFailureOf(error)?.code === UNIQUE_VIOLATION

/**
 * An error as it may be written to the log: a failed statement keeps its SQL text and the
 * database's own message, never its parameters.
 */
export function loggableError(error: unknown): { error: string; stack?: string | undefined } {
  if (!(error instanceof Error)) return { error: String(error) }
  const query = (error as { query?: unknown }).query
  if (typeof query === 'string') {
    const failure = databaseFailureOf(error)
    const cause = failure ? `${failure.code} ${failure.message}` : 'no database detail'
    // The stack's first line repeats the message (and so the parameters): keep only the frames.
    const frames = error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n')
    return { error: `${error.name}: ${cause} (in: ${query.slice(0, 500)})`, stack: frames }
  }
  return { error: `${error.name}: ${error.message}`, stack: error.stack }
}
