import { formatMoney } from '@contract/masters/fields'
import type { Envelope, Holder, PettyCashFloat } from '@contract/spend/petty-cash'
import type { TFunction } from 'i18next'
import type { DataColumn } from '@/components/data-table'
import { Badge } from '@/components/Segmented'
import { formatAmount, formatDate } from '@/lib/format'
import { PettyCashStatus } from './shared'

/*
 * The columns of the three lists. Amounts are in each row's project currency; exports keep them as
 * numbers (and dates as dates).
 */

type Money = { currency_code: string; minor_units: number }
const amountColumn = <T extends Money>(
  id: string,
  header: string,
  value: (row: T) => number,
  language: string,
  hiddenByDefault = false,
): DataColumn<T> => ({
  id,
  header,
  align: 'end',
  hiddenByDefault,
  cell: (row) => (
    <span className="whitespace-nowrap">
      {formatAmount(value(row), { code: row.currency_code, minor_units: row.minor_units }, language)}
    </span>
  ),
  exportValue: (row) => Number(formatMoney(value(row), row.minor_units)),
  exportType: 'money',
})

export function holderColumns(t: TFunction, language: string): DataColumn<Holder>[] {
  return [
    {
      id: 'holder',
      header: t('pettyCash.fields.holder'),
      canHide: false,
      cell: (row) => <span className="font-medium">{row.user_name}</span>,
      exportValue: (row) => row.user_name,
    },
    {
      id: 'project',
      header: t('pettyCash.fields.project'),
      cell: (row) => row.project_name,
      exportValue: (row) => row.project_name,
    },
    amountColumn('float_limit', t('pettyCash.fields.floatLimit'), (row) => row.float_limit, language),
    amountColumn('advanced', t('pettyCash.fields.advanced'), (row) => row.advanced, language, true),
    amountColumn('accounted', t('pettyCash.fields.accounted'), (row) => row.accounted, language, true),
    amountColumn('returned', t('pettyCash.fields.returned'), (row) => row.returned, language, true),
    amountColumn('outstanding', t('pettyCash.fields.outstanding'), (row) => row.outstanding, language),
    amountColumn('days_0_30', t('pettyCash.ageing.days_0_30'), (row) => row.ageing.days_0_30, language),
    amountColumn('days_31_60', t('pettyCash.ageing.days_31_60'), (row) => row.ageing.days_31_60, language),
    amountColumn('days_61_90', t('pettyCash.ageing.days_61_90'), (row) => row.ageing.days_61_90, language),
    amountColumn(
      'days_over_90',
      t('pettyCash.ageing.days_over_90'),
      (row) => row.ageing.days_over_90,
      language,
    ),
    {
      id: 'flags',
      header: t('pettyCash.fields.flags'),
      cell: (row) => (
        <span className="flex flex-wrap gap-1">
          {row.active ? null : <Badge>{t('pettyCash.flags.inactive')}</Badge>}
          {row.over_limit ? <Badge tone="danger">{t('pettyCash.flags.overLimit')}</Badge> : null}
          {row.overdue ? <Badge tone="warning">{t('pettyCash.flags.overdue')}</Badge> : null}
        </span>
      ),
      exportValue: (row) =>
        [
          row.active ? null : t('pettyCash.flags.inactive'),
          row.over_limit ? t('pettyCash.flags.overLimit') : null,
          row.overdue ? t('pettyCash.flags.overdue') : null,
        ]
          .filter(Boolean)
          .join(', '),
    },
  ]
}

export function floatColumns(
  t: TFunction,
  language: string,
  open: (id: number) => void,
): DataColumn<PettyCashFloat>[] {
  return [
    {
      id: 'float_no',
      header: t('pettyCash.fields.number'),
      canHide: false,
      cell: (row) => (
        <button
          type="button"
          className="font-medium text-link hover:underline"
          onClick={() => open(row.float_id)}
        >
          {row.float_no}
        </button>
      ),
      exportValue: (row) => row.float_no,
    },
    {
      id: 'kind',
      header: t('pettyCash.fields.kind'),
      cell: (row) => t(`pettyCash.kinds.${row.kind}`),
      exportValue: (row) => t(`pettyCash.kinds.${row.kind}`),
    },
    {
      id: 'holder',
      header: t('pettyCash.fields.holder'),
      cell: (row) => row.holder_name,
      exportValue: (row) => row.holder_name,
    },
    {
      id: 'project',
      header: t('pettyCash.fields.project'),
      cell: (row) => row.project_name,
      exportValue: (row) => row.project_name,
    },
    {
      id: 'purpose',
      header: t('pettyCash.fields.purpose'),
      hiddenByDefault: true,
      cell: (row) => row.purpose,
      exportValue: (row) => row.purpose,
    },
    amountColumn('amount', t('pettyCash.fields.amount'), (row) => row.amount, language),
    {
      id: 'disbursed_on',
      header: t('pettyCash.fields.disbursedOn'),
      cell: (row) => (row.disbursed_on ? formatDate(row.disbursed_on, language) : '—'),
      exportValue: (row) => row.disbursed_on,
      exportType: 'date',
    },
    amountColumn('returned', t('pettyCash.fields.returned'), (row) => row.returned_amount, language, true),
    {
      id: 'status',
      header: t('pettyCash.fields.status'),
      cell: (row) => <PettyCashStatus status={row.status} />,
      exportValue: (row) => t(`pettyCash.status.${row.status}`),
    },
  ]
}

export function envelopeColumns(
  t: TFunction,
  language: string,
  open: (id: number) => void,
): DataColumn<Envelope>[] {
  return [
    {
      id: 'envelope_no',
      header: t('pettyCash.fields.number'),
      canHide: false,
      cell: (row) => (
        <button
          type="button"
          className="font-medium text-link hover:underline"
          onClick={() => open(row.envelope_id)}
        >
          {row.envelope_no}
        </button>
      ),
      exportValue: (row) => row.envelope_no,
    },
    {
      id: 'float',
      header: t('pettyCash.fields.float'),
      cell: (row) => row.float_no,
      exportValue: (row) => row.float_no,
    },
    {
      id: 'holder',
      header: t('pettyCash.fields.holder'),
      cell: (row) => row.holder_name,
      exportValue: (row) => row.holder_name,
    },
    {
      id: 'project',
      header: t('pettyCash.fields.project'),
      cell: (row) => row.project_name,
      exportValue: (row) => row.project_name,
    },
    {
      id: 'line_count',
      header: t('pettyCash.fields.bills'),
      align: 'end',
      cell: (row) => row.line_count,
      exportValue: (row) => row.line_count,
      exportType: 'integer',
    },
    amountColumn('total', t('pettyCash.fields.total'), (row) => row.total, language),
    {
      id: 'audited',
      header: t('pettyCash.fields.audited'),
      cell: (row) => (row.audited ? t('pettyCash.yes') : t('pettyCash.no')),
      exportValue: (row) => (row.audited ? t('pettyCash.yes') : t('pettyCash.no')),
    },
    {
      id: 'status',
      header: t('pettyCash.fields.status'),
      cell: (row) => <PettyCashStatus status={row.status} />,
      exportValue: (row) => t(`pettyCash.status.${row.status}`),
    },
  ]
}
