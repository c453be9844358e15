import type { SearchKind } from '@contract/search'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { searchQuery } from './api'
import { SEARCH_MIN_CHARACTERS } from './kinds'

/** The text once the user has paused typing for `delayMs`. */
export function useDebounced(text: string, delayMs: number): string {
  const [settled, setSettled] = useState(text)
  useEffect(() => {
    if (settled === text) return
    const timer = setTimeout(() => setSettled(text), delayMs)
    return () => clearTimeout(timer)
  }, [text, settled, delayMs])
  return settled
}

/**
 * Searches as the user types: asks the server once they pause (`delayMs`), and only once the text
 * has SEARCH_MIN_CHARACTERS (the server refuses less). While a new answer loads, the last one stays.
 */
export function useSearch(
  text: string,
  {
    limit = 5,
    delayMs = 250,
    kinds,
  }: { limit?: number; delayMs?: number; kinds?: readonly SearchKind[] } = {},
) {
  const term = useDebounced(text.trim(), delayMs)
  const tooShort = term.length < SEARCH_MIN_CHARACTERS
  const query = useQuery({
    ...searchQuery(term, limit, kinds),
    enabled: !tooShort,
    placeholderData: keepPreviousData,
  })
  return {
    /** The text the results are for. */
    term,
    tooShort,
    /** Typed text the server has not been asked about yet. */
    typing: term !== text.trim(),
    query,
  }
}
