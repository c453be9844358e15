import type { Contract } from '@contract/contracts'
import { formatMoney } from '@contract/masters/fields'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataColumn } from '@/components/data-table'
import { formatAmount, formatDate } from '@/lib/format'
import { ContractStatusBadge } from './ContractStatusBadge'

/**
 * The contract lists' columns (/contractView and /contractFilter): number (opens the contract),
 * status, title with counterparty, agreement type, term and the money, each with what an export
 * writes (amounts in major units carrying their currency, so rupees are grouped in lakhs).
 */
export function useContractColumns(onOpen: (contractId: number) => void): DataColumn<Contract>[] {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  return useMemo<DataColumn<Contract>[]>(() => {
    const money = (c: Contract, units: number) =>
      formatAmount(units, { code: c.currency_code, minor_units: c.minor_units }, language)
    const amount = (id: 'value' | 'paid' | 'committed', sortable = false): DataColumn<Contract> => ({
      id,
      header: t(`contracts.fields.${id}`),
      align: 'end',
      sortable,
      cell: (c) => <span className="whitespace-nowrap tabular-nums">{money(c, c[id])}</span>,
      exportValue: (c) => Number(formatMoney(c[id], c.minor_units)),
      exportType: 'money',
      exportCurrency: (c) => c.currency_code,
    })
    return [
      {
        id: 'contract_no',
        header: t('contracts.fields.contractNo'),
        canHide: false,
        cell: (c) => (
          <button
            type="button"
            className="whitespace-nowrap font-medium text-link hover:underline"
            onClick={() => onOpen(c.contract_id)}
          >
            {c.contract_no}
          </button>
        ),
        exportValue: (c) => c.contract_no,
      },
      // Next to the number: at the end it was the first column pushed out of view.
      {
        id: 'status',
        header: t('contracts.fields.status'),
        cell: (c) => <ContractStatusBadge status={c.status} />,
        exportValue: (c) => t(`contracts.status.${c.status}`),
      },
      {
        id: 'title',
        header: t('contracts.fields.titleAndCounterparty'),
        sortable: true,
        // The counterparty under the title: a column of its own pushed the amounts out of view.
        cell: (c) => (
          <span className="block min-w-40">
            <span className="block">{c.title}</span>
            <span className="block text-xs text-ink-muted">{c.counterparty}</span>
          </span>
        ),
        exportValue: (c) => c.title,
      },
      // Only in exports and when chosen: on screen it sits under the title.
      {
        id: 'counterparty',
        header: t('contracts.fields.counterparty'),
        hiddenByDefault: true,
        cell: (c) => c.counterparty,
        exportValue: (c) => c.counterparty,
      },
      {
        id: 'agreement',
        header: t('contracts.fields.agreement'),
        cell: (c) => c.agreement_name,
        exportValue: (c) => c.agreement_name,
      },
      {
        id: 'end_date',
        header: t('contracts.fields.term'),
        sortable: true,
        // Start over end: the term on one line pushed the status out of the table's view.
        cell: (c) => (
          <span className="block whitespace-nowrap">
            {formatDate(c.start_date, language)} –
            <br />
            {formatDate(c.end_date, language)}
          </span>
        ),
      },
      // A file gets the term's two days as dates of their own.
      {
        id: 'start_day',
        header: t('contracts.fields.startDate'),
        hiddenByDefault: true,
        cell: (c) => formatDate(c.start_date, language),
        exportValue: (c) => c.start_date,
        exportType: 'date',
      },
      {
        id: 'end_day',
        header: t('contracts.fields.endDate'),
        hiddenByDefault: true,
        cell: (c) => formatDate(c.end_date, language),
        exportValue: (c) => c.end_date,
        exportType: 'date',
      },
      {
        id: 'currency',
        header: t('contracts.fields.currency'),
        hiddenByDefault: true,
        cell: (c) => c.currency_code,
        exportValue: (c) => c.currency_code,
      },
      amount('value', true),
      amount('paid'),
      amount('committed'),
    ]
  }, [t, language, onOpen])
}
