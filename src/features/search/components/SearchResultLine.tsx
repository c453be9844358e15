import type { SearchItem, SearchKind } from '@contract/search'
import { useRouter } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { Icon } from '@/components/Icon'
import { KIND_ICONS } from '../kinds'

/** A found record as a line: its kind's icon, its title and what tells it apart. */
export function SearchResultLine({ kind, item }: { kind: SearchKind; item: SearchItem }) {
  return (
    <span className="flex min-w-0 items-center gap-3">
      <Icon name={KIND_ICONS[kind]} className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
      <span className="min-w-0">
        <span className="block truncate text-sm font-medium text-ink">{item.title}</span>
        {item.subtitle ? (
          <span className="block truncate text-xs text-ink-muted">{item.subtitle}</span>
        ) : null}
      </span>
    </span>
  )
}

/** Opens a path the server gave (with its search parameters) inside the app. */
export function useOpenHref() {
  const router = useRouter()
  return (href: string) => router.history.push(href)
}

/** A link to a path the server gave: followed by the router, or as any link with a modifier key. */
export function SearchLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  const open = useOpenHref()
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    open(href)
  }
  return (
    <a href={href} onClick={onClick} className={className}>
      {children}
    </a>
  )
}
