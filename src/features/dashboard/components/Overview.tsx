import { RUNNING_CONTRACT_STATUSES } from '@contract/contract-values'
import {
  CONTRACT_EXPIRY_WINDOWS,
  type DashboardOverview,
  type DashboardWaitingType,
  INSTALMENT_DUE_DAYS,
} from '@contract/dashboard'
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/components/Feedback'
import { Card } from '@/components/Layout'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { DOCUMENT_CARDS } from '@/features/verification'
import { daysAfter } from '@/lib/format'
import { useMoney } from '@/lib/money'

type Money = { currency_code: string; minor_units: number }
const linkClass = 'font-medium text-link underline-offset-2 hover:underline'

/** The list behind each count of what waits on the caller: the verification cards' own lists. */
const WAITING_LINKS: Record<DashboardWaitingType, LinkOptions> = {
  po: linkOptions({ to: '/verificationPoList' }),
  challan: linkOptions({ to: '/verificationChallanList' }),
  contract: linkOptions({ to: '/contractView', search: { status: 'submitted' } }),
  ...(Object.fromEntries(Object.entries(DOCUMENT_CARDS).map(([type, card]) => [type, card.link])) as Record<
    keyof typeof DOCUMENT_CARDS,
    LinkOptions
  >),
}

/** The start page's widgets: each only when the caller may read its module (the server sends null otherwise). */
export function Overview({ data }: { data: DashboardOverview }) {
  const { t } = useTranslation()
  const { waiting, advances, petty_cash, contracts, overdue_hires } = data
  if (!waiting && !advances && !petty_cash && !contracts && !overdue_hires)
    return <EmptyState icon="check" title={t('dashboard.overview.none')} />
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {waiting ? (
        <Widget id="dash-waiting" title={t('dashboard.overview.waiting.heading')}>
          {waiting.every((entry) => entry.count === 0) ? (
            <p className="text-sm text-ink-muted">{t('dashboard.overview.waiting.nothing')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {waiting
                .filter((entry) => entry.count > 0)
                .map((entry) => (
                  <li key={entry.type}>
                    <Link {...WAITING_LINKS[entry.type]} className={linkClass}>
                      {t(`dashboard.overview.waiting.${entry.type}`, { count: entry.count })}
                    </Link>
                  </li>
                ))}
            </ul>
          )}
        </Widget>
      ) : null}
      {advances ? (
        <Widget id="dash-advances" title={t('dashboard.overview.advances.heading')}>
          {advances.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dashboard.overview.advances.nothing')}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {advances.map((row) => (
                <AdvanceLine key={row.currency_code} row={row} />
              ))}
            </ul>
          )}
        </Widget>
      ) : null}
      {contracts ? (
        <Widget id="dash-contracts" title={t('dashboard.overview.contracts.heading')}>
          <ul className="space-y-1 text-sm">
            {(['days_30', 'days_60', 'days_90'] as const).map((key) => (
              <li key={key}>
                <Link
                  to="/contractFilter"
                  search={{
                    statuses: RUNNING_CONTRACT_STATUSES.join(','),
                    ends_from: data.as_of,
                    ends_by: daysAfter(data.as_of, CONTRACT_EXPIRY_WINDOWS[key]),
                  }}
                  className={linkClass}
                >
                  {t(`dashboard.overview.contracts.${key}`, { count: contracts.expiring[key] })}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to="/contractFilter"
                search={{ due_from: data.as_of, due_by: daysAfter(data.as_of, INSTALMENT_DUE_DAYS) }}
                className={linkClass}
              >
                {t('dashboard.overview.contracts.instalments', { count: contracts.instalments_due.count })}
              </Link>
              {contracts.instalments_due.amounts.map((row) => (
                <AmountOf key={row.currency_code} money={row} amount={row.amount} />
              ))}
            </li>
          </ul>
        </Widget>
      ) : null}
      {overdue_hires ? (
        <Widget id="dash-hires" title={t('dashboard.overview.hires.heading')}>
          <Link to="/inventoryView" search={{ overdue: 1 }} className={`${linkClass} text-sm`}>
            {t('dashboard.overview.hires.count', { count: overdue_hires.count })}
          </Link>
        </Widget>
      ) : null}
      {petty_cash ? (
        <div className="lg:col-span-2">
          <Widget id="dash-petty-cash" title={t('dashboard.overview.pettyCash.heading')}>
            {petty_cash.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('dashboard.overview.pettyCash.nothing')}</p>
            ) : (
              <PettyCashTable rows={petty_cash} />
            )}
          </Widget>
        </div>
      ) : null}
    </div>
  )
}

function Widget({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="space-y-3">
      <section aria-labelledby={id} className="space-y-3">
        <h3 id={id} className="font-semibold text-ink">
          {title}
        </h3>
        {children}
      </section>
    </Card>
  )
}

function AmountOf({ money: currency, amount }: { money: Money; amount: number }) {
  const money = useMoney({ code: currency.currency_code, minor_units: currency.minor_units })
  return <span className="ms-2 tabular-nums text-ink-muted">{money(amount)}</span>
}

function AdvanceLine({ row }: { row: NonNullable<DashboardOverview['advances']>[number] }) {
  const { t } = useTranslation()
  const money = useMoney({ code: row.currency_code, minor_units: row.minor_units })
  return (
    <li>
      <Link to="/vendorAdvanceRequestView" className={linkClass}>
        {t('dashboard.overview.advances.line', {
          count: row.count,
          advances: money(row.advances_open),
          deposits: money(row.deposits_open),
        })}
      </Link>
    </li>
  )
}

const AGES = ['days_0_7', 'days_8_15', 'days_16_30', 'days_over_30'] as const

function PettyCashTable({ rows }: { rows: NonNullable<DashboardOverview['petty_cash']> }) {
  const { t } = useTranslation()
  return (
    <PlainTable
      caption={t('dashboard.overview.pettyCash.table')}
      columns={[
        { key: 'holder', header: t('dashboard.overview.pettyCash.holder') },
        { key: 'outstanding', header: t('dashboard.overview.pettyCash.outstanding'), align: 'end' as const },
        ...AGES.map((age) => ({
          key: age,
          header: t(`dashboard.overview.pettyCash.${age}`),
          align: 'end' as const,
        })),
      ]}
    >
      {rows.map((row) => (
        <HolderRow key={row.holder_id} row={row} />
      ))}
    </PlainTable>
  )
}

function HolderRow({ row }: { row: NonNullable<DashboardOverview['petty_cash']>[number] }) {
  const money = useMoney({ code: row.currency_code, minor_units: row.minor_units })
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  return (
    <tr className={plainRow}>
      <td className={plainCell()}>
        <Link
          to="/cashManagementView"
          search={{ tab: 'floats', project: row.project_id, holder: row.holder_id }}
          className={linkClass}
        >
          {row.user_name}
        </Link>
        <div className="text-xs text-ink-muted">{row.project_name}</div>
      </td>
      <td className={end}>{money(row.outstanding)}</td>
      {AGES.map((age) => (
        <td
          key={age}
          className={`${end} ${age === 'days_over_30' && row.ageing[age] > 0 ? 'text-danger' : ''}`}
        >
          {money(row.ageing[age])}
        </td>
      ))}
    </tr>
  )
}
