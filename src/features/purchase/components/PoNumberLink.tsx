import { Link } from '@tanstack/react-router'

/**
 * A PO's number as a link that opens it on the page it is listed on (`?po=<id>`): shareable, and
 * opened in a new tab like any link. Never broken across lines.
 */
export function PoNumberLink({ poId, number }: { poId: number; number: string }) {
  return (
    <Link
      to="."
      search={(previous: Record<string, unknown>) => ({ ...previous, po: poId })}
      className="whitespace-nowrap font-mono font-medium text-link hover:underline"
    >
      {number}
    </Link>
  )
}
