import type { TrialBalance } from '@contract/books'
import { useQuery } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, EmptyState } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { Card, PageHeader } from '@/components/Layout'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { ProjectPicker } from '@/components/ProjectPicker'
import { QueryState } from '@/components/QueryState'
import { formatDate, today } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { trialBalanceQuery } from '../api'
import { AccountLedgerDialog } from '../components/AccountLedgerDialog'
import { DayBook } from '../components/DayBook'
import { TallyExport } from '../components/TallyExport'
import type { LedgerSearch } from '../search'

/** /ledger: the trial balance of the organisation or of one project on a date, from the journal. */
export default function LedgerPage() {
  const { t } = useTranslation()
  const search = useSearch({ strict: false }) as LedgerSearch
  const navigate = useNavigate()
  const setSearch = (change: Partial<LedgerSearch>) =>
    void navigate({ to: '.', search: { ...search, ...change } as never, replace: true })
  const projectId = search.project ?? null
  const balance = useQuery(trialBalanceQuery(search.as_of, projectId))
  return (
    <>
      <PageHeader title={t('pages.ledger')} description={t('reports.ledger.description')} />
      <Card className="mb-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <ProjectPicker
            label={t('reports.ledger.project')}
            value={projectId}
            onChange={(project) => setSearch({ project: project ?? undefined })}
          />
          <TextField
            type="date"
            label={t('reports.ledger.asOf')}
            hint={t('reports.ledger.asOfHint')}
            value={search.as_of ?? ''}
            onChange={(event) => setSearch({ as_of: event.target.value || undefined })}
          />
        </div>
      </Card>
      <Card className="mb-6">
        <section aria-labelledby="tally-heading" className="space-y-3">
          <h2 id="tally-heading" className="text-base font-semibold text-ink">
            {t('reports.tally.heading')}
          </h2>
          <TallyExport today={today()} />
        </section>
      </Card>
      <Card>
        <QueryState query={balance} loading={t('reports.ledger.loading')} failed={t('reports.ledger.failed')}>
          {(figures) => <TrialBalanceTable figures={figures} asOf={search.as_of} />}
        </QueryState>
      </Card>
      <Card className="mt-6">
        <section aria-labelledby="day-book-heading" className="space-y-3">
          <h2 id="day-book-heading" className="text-base font-semibold text-ink">
            {t('reports.dayBook.heading')}
          </h2>
          <DayBook today={today()} projectId={projectId} />
        </section>
      </Card>
    </>
  )
}

function TrialBalanceTable({ figures, asOf }: { figures: TrialBalance; asOf: string | undefined }) {
  const { t, i18n } = useTranslation()
  const [opened, setOpened] = useState<{ code: string; name: string } | null>(null)
  const money = useMoney({ code: figures.currency, minor_units: figures.minor_units })
  const balanced = figures.debit_total === figures.credit_total
  const heading = figures.project_id
    ? t('reports.ledger.headingProject', { date: formatDate(figures.as_of, i18n.language) })
    : t('reports.ledger.headingOrganisation', { date: formatDate(figures.as_of, i18n.language) })
  if (figures.rows.length === 0)
    return (
      <EmptyState icon="coins" title={t('reports.ledger.empty')}>
        {t('reports.ledger.emptyBody')}
      </EmptyState>
    )
  return (
    <div className="space-y-4">
      <h2 className="text-base font-semibold text-ink">{heading}</h2>
      {balanced ? (
        <Alert tone="success">{t('reports.ledger.balanced')}</Alert>
      ) : (
        <Alert tone="danger">
          {t('reports.ledger.unbalanced', {
            amount: money(Math.abs(figures.debit_total - figures.credit_total)),
          })}
        </Alert>
      )}
      {figures.projects_left_out.length > 0 ? (
        <Alert tone="info">
          {t('reports.ledger.leftOut', {
            projects: figures.projects_left_out.join(', '),
            currency: figures.currency,
          })}
        </Alert>
      ) : null}
      <PlainTable
        caption={heading}
        columns={[
          { key: 'code', header: t('reports.ledger.code') },
          { key: 'name', header: t('reports.ledger.account') },
          { key: 'debit', header: t('reports.ledger.debit'), align: 'end' },
          { key: 'credit', header: t('reports.ledger.credit'), align: 'end' },
        ]}
      >
        {figures.rows.map((row) => (
          <tr key={`${row.account_code} ${row.account_name}`} className={plainRow}>
            <td className={`${plainCell()} font-mono text-xs`}>{row.account_code}</td>
            <td className={plainCell()}>
              <button
                type="button"
                className="text-left font-medium text-link hover:underline"
                onClick={() => setOpened({ code: row.account_code, name: row.account_name })}
              >
                {row.account_name}
              </button>
            </td>
            <td className={`${plainCell('end')} tabular-nums`}>{row.debit ? money(row.debit) : ''}</td>
            <td className={`${plainCell('end')} tabular-nums`}>{row.credit ? money(row.credit) : ''}</td>
          </tr>
        ))}
        <tr className={`${plainRow} font-semibold`}>
          <th scope="row" colSpan={2} className={plainCell()}>
            {t('reports.ledger.totals')}
          </th>
          <td className={`${plainCell('end')} tabular-nums`}>{money(figures.debit_total)}</td>
          <td className={`${plainCell('end')} tabular-nums`}>{money(figures.credit_total)}</td>
        </tr>
      </PlainTable>
      {opened ? (
        <AccountLedgerDialog
          account={opened}
          to={asOf}
          projectId={figures.project_id}
          onClose={() => setOpened(null)}
        />
      ) : null}
    </div>
  )
}
