import type { DayBook as DayBookFigures } from '@contract/books'
import { useQuery } from '@tanstack/react-query'
import { Fragment, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { QueryState } from '@/components/QueryState'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { dayBookQuery } from '../api'
import { monthSoFar, PeriodFields } from './PeriodFields'

/** The day book: a period's vouchers (a month at most) with their lines, in date order. */
export function DayBook({ today, projectId }: { today: string; projectId: number | null }) {
  const { t } = useTranslation()
  const [period, setPeriod] = useState(() => monthSoFar(today))
  const book = useQuery({
    ...dayBookQuery(period.from, period.to, projectId),
    enabled: Boolean(period.from && period.to),
  })
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-3">
        <PeriodFields
          period={period}
          onChange={setPeriod}
          labels={{ from: t('reports.dayBook.from'), to: t('reports.dayBook.to') }}
        />
      </div>
      <QueryState query={book} loading={t('reports.dayBook.loading')}>
        {(figures) => <Vouchers figures={figures} />}
      </QueryState>
    </div>
  )
}

function Vouchers({ figures }: { figures: DayBookFigures }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: figures.currency, minor_units: figures.minor_units })
  if (figures.vouchers.length === 0)
    return (
      <EmptyState icon="calendar" title={t('reports.dayBook.empty')}>
        {t('reports.dayBook.emptyBody')}
      </EmptyState>
    )
  return (
    <PlainTable
      caption={t('reports.dayBook.caption', {
        from: formatDate(figures.from, i18n.language),
        to: formatDate(figures.to, i18n.language),
      })}
      columns={[
        { key: 'on', header: t('reports.ledger.date') },
        { key: 'account', header: t('reports.ledger.account') },
        { key: 'debit', header: t('reports.ledger.debit'), align: 'end', tight: true },
        { key: 'credit', header: t('reports.ledger.credit'), align: 'end', tight: true },
      ]}
    >
      {figures.vouchers.map((voucher) => (
        <Fragment key={`${voucher.on} ${voucher.document_type} ${voucher.document_id}`}>
          <tr className={`${plainRow} bg-surface-muted/50`}>
            <td className={`${plainCell()} whitespace-nowrap font-medium`}>
              {formatDate(voucher.on, i18n.language)}
            </td>
            <td className={plainCell()} colSpan={3}>
              <span className="font-medium">{voucher.reference ?? '—'}</span>{' '}
              <span className="text-ink-muted">
                {voucher.project_code} ·{' '}
                {t(`reports.ledger.kinds.${voucher.document_type}`, voucher.document_type)}
              </span>
            </td>
          </tr>
          {voucher.lines.map((line) => (
            <tr key={line.account_code} className={plainRow}>
              <td className={plainCell()} />
              <td className={plainCell()}>
                <span className="font-mono text-xs text-ink-muted">{line.account_code}</span>{' '}
                {line.account_name}
              </td>
              <td className={`${plainCell('end', true)} tabular-nums`}>
                {line.debit ? money(line.debit) : ''}
              </td>
              <td className={`${plainCell('end', true)} tabular-nums`}>
                {line.credit ? money(line.credit) : ''}
              </td>
            </tr>
          ))}
        </Fragment>
      ))}
      <tr className={`${plainRow} font-semibold`}>
        <th scope="row" colSpan={2} className={plainCell()}>
          {t('reports.ledger.totals')}
        </th>
        <td className={`${plainCell('end', true)} tabular-nums`}>{money(figures.debit_total)}</td>
        <td className={`${plainCell('end', true)} tabular-nums`}>{money(figures.credit_total)}</td>
      </tr>
    </PlainTable>
  )
}
