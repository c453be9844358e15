import { useLocation, useMatches } from '@tanstack/react-router'

/** The page on screen: its path and the title key its route declares. */
export function useCurrentPage(): { path: string; titleKey: string | undefined } {
  const matches = useMatches()
  const location = useLocation()
  const leaf = matches[matches.length - 1]
  return { path: location.pathname, titleKey: leaf?.staticData.titleKey }
}
