import type { ContractDetail } from '@contract/contracts'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { ApprovalTrailSection } from '@/components/ApprovalTrail'
import { EditableDetailDialog } from '@/components/EditableDetailDialog'
import { Alert } from '@/components/Feedback'
import { formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { contractQuery } from '../api'
import { ContractActions } from './ContractActions'
import { ContractDocuments } from './ContractDocuments'
import { ContractFormDialog } from './ContractFormDialog'
import { ContractMoneyTables } from './ContractMoneyTables'
import { ContractStatusBadge } from './ContractStatusBadge'
import { ContractTermsSummary } from './ContractTermsSummary'
import { ContractVersions } from './ContractVersions'

/**
 * One contract: who, what, when and how much, its instalments and payments, the approval trail
 * and the steps the caller may take. Editing swaps this dialog for the form.
 */
export function ContractDetailDialog({ contractId, onClose }: { contractId: number; onClose: () => void }) {
  const { t } = useTranslation()
  const contract = useQuery(contractQuery(contractId))
  const navigate = useNavigate()
  // The open contract is the page's `contract` search value, on the list and the filter page alike.
  const openVersion = (id: number) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, contract: id }),
      replace: true,
    })
  return (
    <EditableDetailDialog
      query={contract}
      title={(data) => t('contracts.detail.title', { no: data.contract_no })}
      loadingTitle={t('contracts.detail.loadingTitle')}
      loading={t('contracts.detail.loading')}
      retryLabel={t('contracts.detail.retry')}
      form={(data, done) => (
        <ContractFormDialog projectId={data.project_id} contract={data} onClose={done} onSaved={done} />
      )}
      onClose={onClose}
    >
      {(data, edit) => <ContractBody contract={data} onEdit={edit} onOpenVersion={openVersion} />}
    </EditableDetailDialog>
  )
}

type BodyProps = { contract: ContractDetail; onEdit: () => void; onOpenVersion: (id: number) => void }

function ContractBody({ contract, onEdit, onOpenVersion }: BodyProps) {
  const { t, i18n } = useTranslation()
  const money = useMoney({ code: contract.currency_code, minor_units: contract.minor_units })
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '—')
  const counterparty = [contract.counterparty, contract.counterparty_pan, contract.role]
    .filter(Boolean)
    .join(' · ')
  const facts: [string, string][] = [
    [t('contracts.fields.project'), `${contract.project_code} · ${contract.project_name}`],
    [t('contracts.fields.agreement'), contract.agreement_name],
    [t('contracts.fields.counterparty'), counterparty],
    [t('contracts.fields.term'), `${day(contract.start_date)} – ${day(contract.end_date)}`],
    [
      t('contracts.fields.feeBasis'),
      `${t(`contracts.feeBasis.${contract.fee_basis}`)}${contract.rate !== null ? ` · ${money(contract.rate)}` : ''}`,
    ],
    [t('contracts.fields.gstTreatment'), t(`contracts.gst.${contract.gst_treatment}`)],
    [t('contracts.fields.value'), money(contract.value)],
    [t('contracts.fields.paid'), money(contract.paid)],
    [t('contracts.fields.committed'), money(contract.committed)],
    [t('contracts.fields.sentOn'), day(contract.sent_on)],
    [t('contracts.fields.counterpartySignedOn'), day(contract.counterparty_signed_on)],
    [t('contracts.fields.companySignedOn'), day(contract.company_signed_on)],
  ]
  if (contract.executed_on) facts.push([t('contracts.fields.executedOn'), day(contract.executed_on)])
  if (contract.ended_on) facts.push([t('contracts.fields.endedOn'), day(contract.ended_on)])
  return (
    <div className="space-y-5 text-sm">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-base font-semibold text-ink">{contract.title}</p>
        <ContractStatusBadge status={contract.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-line py-1">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {contract.rejection_reason && contract.status === 'rejected' ? (
        <Alert tone="warning" title={t('contracts.detail.rejected')}>
          {contract.rejection_reason}
        </Alert>
      ) : null}
      {contract.change_reason && contract.previous_id ? (
        <p className="text-ink-muted">
          {t('contracts.detail.versionOf', {
            kind: t(`contracts.versions.kind.${contract.version_kind}`),
            version:
              contract.versions.find((version) => version.contract_id === contract.previous_id)?.version ??
              contract.version - 1,
            reason: contract.change_reason,
          })}
        </p>
      ) : null}
      {contract.end_reason ? (
        <Alert
          tone="info"
          title={t(contract.status === 'amended' ? 'contracts.detail.replaced' : 'contracts.detail.ended')}
        >
          {contract.end_reason}
        </Alert>
      ) : null}
      {contract.pending_level ? (
        <p>
          {t(
            contract.pending_level.level_no === 0
              ? 'contracts.detail.waitingAdmins'
              : 'contracts.detail.waiting',
            {
              level: contract.pending_level.level_no,
              name: contract.pending_level.name,
              approvers: contract.pending_level.approver_names.join(', '),
            },
          )}
        </p>
      ) : null}
      <ContractTermsSummary contract={contract} />
      <ContractMoneyTables contract={contract} />
      <ContractDocuments contractId={contract.contract_id} />
      <ApprovalTrailSection id="contract-trail" steps={contract.approvals} words="contracts.trail" />
      <ContractVersions contract={contract} onOpen={onOpenVersion} />
      <ContractActions contract={contract} onEdit={onEdit} onOpenVersion={onOpenVersion} />
    </div>
  )
}
