import { useNavigate, useSearch as useRouteSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchField } from '@/components/data-table/SearchField'
import { EmptyState } from '@/components/Feedback'
import { Card, PageHeader } from '@/components/Layout'
import { QueryState } from '@/components/QueryState'
import { SearchLink, SearchResultLine } from '../components/SearchResultLine'
import { useSearch } from '../hooks'

/** How many records of each kind the full page shows (the server's most). */
const PAGE_LIMIT = 50

/**
 * /pages/search?q=…: everything the user may see that matches, grouped by kind, each record a
 * link to its page. The query lives in the URL, so a search can be shared and reloaded.
 */
export default function SearchPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { q = '' } = useRouteSearch({ strict: false }) as { q?: string }
  const { term, tooShort, query } = useSearch(q, { limit: PAGE_LIMIT, delayMs: 0 })
  const setQ = useCallback(
    (next: string) => void navigate({ to: '/pages/search', search: next ? { q: next } : {}, replace: true }),
    [navigate],
  )

  return (
    <>
      <PageHeader title={t('pages.search')} description={t('search.pageDescription')} />
      <div className="mb-6">
        <SearchField label={t('search.label')} value={q} onChange={setQ} />
      </div>
      {tooShort ? (
        <EmptyState icon="search" title={t('search.typeMore')} />
      ) : (
        <QueryState query={query} loading={t('search.loading')} failed={t('search.failed')}>
          {(groups) =>
            groups.length === 0 ? (
              <EmptyState icon="search" title={t('search.empty', { q: term })}>
                {t('search.emptyHint')}
              </EmptyState>
            ) : (
              <div className="space-y-6">
                {groups.map((group) => (
                  <Card key={group.kind} className="!p-0">
                    <h2 className="border-b border-line px-6 py-3 text-base font-semibold text-ink">
                      {t(`search.kinds.${group.kind}`)}{' '}
                      <span className="text-sm font-normal text-ink-muted">
                        {group.more
                          ? t('search.countMore', { count: group.items.length })
                          : t('search.count', { count: group.items.length })}
                      </span>
                    </h2>
                    <ul className="divide-y divide-line">
                      {group.items.map((item) => (
                        <li key={item.href}>
                          <SearchLink
                            href={item.href}
                            className="block px-6 py-3 hover:bg-surface-muted focus:bg-surface-muted focus:outline-none"
                          >
                            <SearchResultLine kind={group.kind} item={item} />
                          </SearchLink>
                        </li>
                      ))}
                    </ul>
                    {group.more ? (
                      <p className="border-t border-line px-6 py-3 text-sm text-ink-muted">
                        {t('search.refine')}
                      </p>
                    ) : null}
                  </Card>
                ))}
              </div>
            )
          }
        </QueryState>
      )}
    </>
  )
}
