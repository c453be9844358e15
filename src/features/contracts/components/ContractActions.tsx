import { contractsApi } from '@contract/api/contracts'
import type { ContractDetail } from '@contract/contracts'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { DocumentActions, type OwnStep } from '@/components/DocumentActions'
import { callDocumentStep } from '@/lib/api'
import { afterContractWrite } from '../api'
import { ContractStepForm, type StepMode } from './ContractStepForm'

type Props = { contract: ContractDetail; onEdit: () => void; onOpenVersion: (id: number) => void }

type Step =
  | 'submit'
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'send'
  | 'sign'
  | 'pay'
  | 'amend'
  | 'renew'
  | 'terminate'

/** Both signature steps are the one endpoint, told apart by the party in the body. */
const endpointOf = (step: string) => contractsApi[(step.startsWith('sign') ? 'sign' : step) as Step]

/**
 * The shared approval buttons, and the contract's own steps, each through its small form: send
 * for signature, record each side's signature, pay an instalment, amend or renew (a new version,
 * opened once drafted), terminate.
 */
export function ContractActions({ contract, onEdit, onOpenVersion }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const own = (key: StepMode, shown: boolean, variant?: OwnStep['variant']): OwnStep => ({
    key,
    label: t(`contracts.actions.${key}`),
    shown,
    variant,
    form: (panel) => <ContractStepForm contract={contract} mode={key} {...panel} />,
  })
  return (
    <DocumentActions<ContractDetail>
      words="contracts.actions"
      toasts="contracts.toast"
      documentNo={contract.contract_no}
      rowVersion={contract.row_version}
      can={{
        submit: contract.can_edit,
        edit: contract.can_edit,
        approve: contract.can_approve,
        cancel: contract.can_cancel,
      }}
      onEdit={onEdit}
      perform={(step, body) => {
        // A payment is checked against what is left on the instalment, not the version: its body has none.
        const { row_version: _version, ...payment } = body
        return callDocumentStep(endpointOf(step), contract.contract_id, step === 'pay' ? payment : body)
      }}
      numberOf={(saved) => saved.contract_no}
      onDone={(saved) => {
        afterContractWrite(queryClient, saved)
        // A new version was drafted: it is the one to work on now.
        if (saved.contract_id !== contract.contract_id) onOpenVersion(saved.contract_id)
      }}
      steps={[
        own('send', contract.can_send, 'primary'),
        own('signCounterparty', contract.can_sign_counterparty, 'primary'),
        own('signCompany', contract.can_sign_company, 'primary'),
        own('pay', contract.can_pay, 'primary'),
        own('amend', contract.can_amend),
        own('renew', contract.can_renew),
        own('terminate', contract.can_terminate),
      ]}
    />
  )
}
