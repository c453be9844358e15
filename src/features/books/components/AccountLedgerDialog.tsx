import type { AccountLedger } from '@contract/books'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Dialog } from '@/components/Dialog'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { QueryState } from '@/components/QueryState'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { accountLedgerQuery } from '../api'

/** An account of the trial balance opened: its entries up to the same date, with the running balance. */
export function AccountLedgerDialog(props: {
  account: { code: string; name: string }
  to: string | undefined
  projectId: number | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const ledger = useQuery(accountLedgerQuery(props.account.code, props.to, props.projectId))
  return (
    <Dialog open onClose={props.onClose} title={`${props.account.code} · ${props.account.name}`} wide>
      <QueryState
        query={ledger}
        loading={t('reports.ledger.accountLoading')}
        failed={t('reports.ledger.failed')}
      >
        {(data) => <Entries ledger={data} />}
      </QueryState>
    </Dialog>
  )
}

function Entries({ ledger }: { ledger: AccountLedger }) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: ledger.currency, minor_units: ledger.minor_units })
  /** A balance on its side: debit as it is, credit marked Cr. */
  const side = (balance: number) =>
    balance < 0 ? t('reports.ledger.creditSide', { amount: money(-balance) }) : money(balance)
  const caption = t('reports.ledger.entriesOf', { account: ledger.account_name })
  return (
    <div className="space-y-3 text-sm">
      <PlainTable
        caption={caption}
        columns={[
          { key: 'on', header: t('reports.ledger.date') },
          { key: 'reference', header: t('reports.ledger.reference') },
          { key: 'debit', header: t('reports.ledger.debit'), align: 'end', tight: true },
          { key: 'credit', header: t('reports.ledger.credit'), align: 'end', tight: true },
          { key: 'balance', header: t('reports.ledger.balance'), align: 'end', tight: true },
        ]}
      >
        {ledger.entries.map((entry) => (
          <tr key={`${entry.document_type} ${entry.document_id} ${entry.on}`} className={plainRow}>
            <td className={plainCell()}>{formatDate(entry.on, i18n.language)}</td>
            <td className={plainCell()}>
              <span className="font-medium">{entry.reference ?? '—'}</span>{' '}
              <span className="text-ink-muted">
                {entry.project_code} · {t(`reports.ledger.kinds.${entry.document_type}`, entry.document_type)}
              </span>
            </td>
            <td className={`${plainCell('end', true)} tabular-nums`}>
              {entry.debit ? money(entry.debit) : ''}
            </td>
            <td className={`${plainCell('end', true)} tabular-nums`}>
              {entry.credit ? money(entry.credit) : ''}
            </td>
            <td className={`${plainCell('end', true)} whitespace-nowrap tabular-nums`}>
              {side(entry.balance)}
            </td>
          </tr>
        ))}
        <tr className={`${plainRow} font-semibold`}>
          <th scope="row" colSpan={4} className={plainCell()}>
            {t('reports.ledger.closing', { date: formatDate(ledger.to, i18n.language) })}
          </th>
          <td className={`${plainCell('end', true)} whitespace-nowrap tabular-nums`}>
            {side(ledger.closing)}
          </td>
        </tr>
      </PlainTable>
    </div>
  )
}
