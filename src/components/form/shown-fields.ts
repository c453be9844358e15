import { createContext, useContext, useEffect } from 'react'

/**
 * The names of the fields a form shows now. An error for a name not among them (the server named
 * a field this form does not have, or a check found a problem in a hidden value) is said in the
 * form's alert instead, so that no message is lost.
 */
export type ShownFields = Set<string>

export const ShownFieldsContext = createContext<ShownFields | null>(null)

/** Counts a kit field among the form's shown fields while it is mounted. */
export function useShownField(name: string) {
  const shown = useContext(ShownFieldsContext)
  useEffect(() => {
    if (!shown) return
    shown.add(name)
    return () => {
      shown.delete(name)
    }
  }, [shown, name])
}

/** The shown field an error path belongs to: itself, or the field holding it (`admin` for `admin.name`). */
export function shownFieldOf(shown: ShownFields, path: string): string | null {
  if (shown.has(path)) return path
  const parts = path.split('.')
  for (let length = parts.length - 1; length > 0; length--) {
    const prefix = parts.slice(0, length).join('.')
    if (shown.has(prefix)) return prefix
  }
  return null
}
