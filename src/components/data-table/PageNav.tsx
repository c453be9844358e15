import type { Pagination } from '@contract/envelope'
import { useTranslation } from 'react-i18next'
import { Button } from '../Button'
import { Icon } from '../Icon'

/** Which rows of how many are shown, and the previous and next pages: under a list, or under a list's groups. */
export function PageNav({
  pagination,
  onPageChange,
}: {
  pagination: Pagination
  onPageChange: (page: number) => void
}) {
  const { t } = useTranslation()
  if (pagination.total === 0) return null
  return (
    <nav
      aria-label={t('table.pagination')}
      className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 text-sm text-ink-muted"
    >
      <p>
        {t('table.range', {
          from: pagination.from ?? 0,
          to: pagination.to ?? 0,
          total: pagination.total,
        })}
      </p>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          icon="chevronLeft"
          disabled={pagination.current_page <= 1}
          onClick={() => onPageChange(pagination.current_page - 1)}
        >
          {t('table.previous')}
        </Button>
        <span aria-current="page">
          {t('table.page', { page: pagination.current_page, pages: pagination.last_page })}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={pagination.current_page >= pagination.last_page}
          onClick={() => onPageChange(pagination.current_page + 1)}
        >
          {t('table.next')} <Icon name="chevronRight" className="size-4" />
        </Button>
      </div>
    </nav>
  )
}
