import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'

// The palette (Headless UI's dialog and combobox, the search's schemas) is its own chunk, fetched
// when the button is pointed at or focused, or the palette first opened.
const loadSearch = () => import('@/features/search')
const CommandPalette = lazy(() => loadSearch().then((search) => ({ default: search.CommandPalette })))
const preloadCommandPalette = () => void loadSearch()

/** Ctrl+K, or Cmd+K on a Mac, opens the search from anywhere in the shell. */
const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'

/** The top bar's search button and the Ctrl+K shortcut; the palette loads when first opened. */
export function SearchButton() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return
      event.preventDefault()
      setOpen(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
  return (
    <>
      <button
        type="button"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => setOpen(true)}
        onPointerEnter={preloadCommandPalette}
        onFocus={preloadCommandPalette}
        className="inline-flex h-10 items-center gap-2 rounded-control border border-line px-3 text-sm text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Icon name="search" className="size-4" aria-hidden="true" />
        <span className="sr-only lg:not-sr-only">{t('search.open')}</span>
        <span
          aria-hidden="true"
          className="hidden rounded border border-line px-1.5 text-xs font-sans lg:inline"
        >
          {t('search.shortcut')}
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <CommandPalette onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  )
}
