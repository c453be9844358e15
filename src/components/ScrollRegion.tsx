import type { ReactNode } from 'react'

/**
 * A table wider than the screen scrolls sideways in this box. Keyboard users must be able to
 * reach and scroll it too, so it is focusable and named (axe: scrollable-region-focusable).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-card border border-line bg-surface focus-visible:outline-2 focus-visible:outline-primary-500"
    >
      {children}
    </section>
  )
}
