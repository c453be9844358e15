import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'

/** Whether the box's content is wider than the box (kept up to date as either changes size). */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false)
  useEffect(() => {
    const box = ref.current
    if (!box || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflowing(box.scrollWidth > box.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    for (const child of box.children) observer.observe(child)
    measure()
    return () => observer.disconnect()
  }, [ref])
  return overflowing
}

/**
 * The one way a table meets a narrow screen: it scrolls sideways inside this box, never the page.
 * While it does scroll, the box takes keyboard focus and is named, so keyboard users can scroll
 * it too (axe: scrollable-region-focusable); a table that fits adds no tab stop. It is positioned,
 * so what sits absolutely inside the table (an `sr-only` header) is held by the box too.
 */
export function TableScroll({
  label,
  className = '',
  children,
}: {
  label: string
  className?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDivElement>(null)
  const overflowing = useOverflowing(ref)
  return (
    <div
      ref={ref}
      className={`relative max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-primary-500 ${className}`}
      {...(overflowing ? { role: 'group', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </div>
  )
}

/**
 * From a tablet's width up, a table's actions column stays in view at the right edge while the
 * rest scrolls under it (on a phone it would take half the screen: it scrolls with the rest). The
 * cell needs the row's background so what scrolls under it does not show through.
 */
export const stickyEndCell = 'md:sticky md:right-0 md:z-[1] md:shadow-sticky-edge'
