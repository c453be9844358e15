import type { SearchItem, SearchKind } from '@contract/search'
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Dialog,
  DialogBackdrop,
  DialogPanel,
  DialogTitle,
} from '@headlessui/react'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { Spinner } from '@/components/Spinner'
import { useSearch } from '../hooks'
import { searchPageHref } from '../kinds'
import { SearchResultLine, useOpenHref } from './SearchResultLine'

/** What a line of the palette opens: a found record, or the full page of results. */
type Choice = { href: string; kind: SearchKind; item: SearchItem } | { href: string; kind: 'all' }

const optionClass =
  'flex cursor-pointer items-center justify-between gap-3 rounded px-3 py-2 data-[focus]:bg-surface-muted'

/**
 * The command palette (Ctrl+K / Cmd+K, or the top bar's search button): searches what the user
 * may see as they type, grouped by kind; arrows move, Enter opens the record's page, and the last
 * line opens the full results at /pages/search. Loaded the first time it is opened.
 */
export default function CommandPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const open = useOpenHref()
  const headingId = useId()
  const [text, setText] = useState('')
  const { term, tooShort, typing, query } = useSearch(text)
  const groups = tooShort ? [] : (query.data ?? [])
  const choose = (choice: Choice | null) => {
    if (!choice) return
    onClose()
    open(choice.href)
  }
  const status = tooShort
    ? t('search.typeMore')
    : query.isError
      ? t('search.failed')
      : query.isPending || (typing && groups.length === 0)
        ? t('search.loading')
        : groups.length === 0 && !query.isFetching
          ? t('search.empty', { q: term })
          : null

  return (
    <Dialog open onClose={onClose} className="relative z-50">
      <DialogBackdrop className="fixed inset-0 bg-black/40" />
      <div className="fixed inset-0 flex items-start justify-center p-4 pt-[10vh]">
        <DialogPanel className="w-full max-w-xl overflow-hidden rounded-card border border-line bg-surface shadow-pop">
          <DialogTitle className="sr-only">{t('search.title')}</DialogTitle>
          <Combobox<Choice | null> value={null} onChange={choose} by="href">
            <div className="relative flex items-center border-b border-line">
              <Icon
                name="search"
                aria-hidden="true"
                className="pointer-events-none absolute left-4 size-5 text-ink-muted"
              />
              <ComboboxInput
                autoFocus
                aria-label={t('search.label')}
                placeholder={t('search.placeholder')}
                className="h-14 w-full bg-transparent pl-12 pr-12 text-base text-ink placeholder:text-ink-muted focus:outline-none"
                onChange={(event) => setText(event.target.value)}
                // Escape closes the palette even while the list shows (the combobox would only close the list).
                onKeyDown={(event) => {
                  if (event.key === 'Escape') onClose()
                }}
              />
              {query.isFetching && !tooShort ? (
                <Spinner className="absolute right-4 size-4 text-ink-muted" />
              ) : null}
            </div>
            {groups.length > 0 ? (
              <ComboboxOptions static className="max-h-[60vh] overflow-y-auto p-2">
                {groups.map((group) => (
                  // biome-ignore lint/a11y/useSemanticElements: a listbox holds options and ARIA groups, not fieldsets
                  <div key={group.kind} role="group" aria-labelledby={`${headingId}-${group.kind}`}>
                    <div
                      id={`${headingId}-${group.kind}`}
                      role="presentation"
                      className="px-3 pb-1 pt-3 text-xs font-semibold uppercase tracking-wide text-ink-muted"
                    >
                      {t(`search.kinds.${group.kind}`)}
                    </div>
                    {group.items.map((item) => (
                      <ComboboxOption
                        key={item.href}
                        value={{ href: item.href, kind: group.kind, item }}
                        className={optionClass}
                      >
                        <SearchResultLine kind={group.kind} item={item} />
                      </ComboboxOption>
                    ))}
                  </div>
                ))}
                <ComboboxOption
                  value={{ href: searchPageHref(term), kind: 'all' }}
                  className={`${optionClass} mt-2 border-t border-line text-sm font-medium text-link`}
                >
                  <span className="flex items-center gap-3">
                    <Icon name="search" aria-hidden="true" className="size-4" />
                    {t('search.seeAll', { q: term })}
                  </span>
                </ComboboxOption>
              </ComboboxOptions>
            ) : null}
            <div role="status" className="px-4 py-3 text-sm text-ink-muted empty:hidden">
              {status}
            </div>
          </Combobox>
          <div className="flex gap-4 border-t border-line px-4 py-2 text-xs text-ink-muted">
            <span>{t('search.keysMove')}</span>
            <span>{t('search.keysOpen')}</span>
            <span>{t('search.keysClose')}</span>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  )
}
