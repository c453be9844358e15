/**
 * Search-parameter validators for routes. Plain functions rather than zod schemas because every
 * route definition is part of the app's entry chunk. Anything unexpected is dropped, never an
 * error: a hand-edited URL must not break the page.
 */
export function optionalText(value: unknown, maxLength: number): string | undefined {
  return typeof value === 'string' && value.length <= maxLength ? value : undefined
}
