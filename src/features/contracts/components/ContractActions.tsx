import type { ContractDetail } from '@contract/contracts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { notify } from '@/lib/notifications'
import { afterContractWrite, type ContractAction, type ContractActionBody, contractAction } from '../api'
import { ContractStepForm, type StepMode } from './ContractStepForm'

/**
 * The steps the contract's `can_*` allow: submit and edit, approve or reject (with a reason),
 * send for signature, record each side's signature, pay an instalment, amend or renew (a new
 * version, opened once drafted), terminate, cancel (asked first). Each says so in a toast; a refusal stays visible above the buttons.
 */
type Props = { contract: ContractDetail; onEdit: () => void; onOpenVersion: (id: number) => void }

export function ContractActions({ contract, onEdit, onOpenVersion }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [mode, setMode] = useState<StepMode | null>(null)
  const [cancelling, setCancelling] = useState(false)
  const act = useMutation({
    mutationFn: ({ action, body }: { action: ContractAction; body: ContractActionBody }) =>
      contractAction(contract.contract_id, action, body),
    onSuccess: (saved, { action }) => {
      notify({ variant: 'success', message: t(`contracts.toast.${action}`, { no: saved.contract_no }) })
      afterContractWrite(queryClient, saved)
      setMode(null)
      setCancelling(false)
      // A new version was drafted: it is the one to work on now.
      if (saved.contract_id !== contract.contract_id) onOpenVersion(saved.contract_id)
    },
    onError: () => setCancelling(false),
  })
  const version = { row_version: contract.row_version }
  const run = (action: ContractAction, body: ContractActionBody = version) => act.mutate({ action, body })
  const busy = (action: ContractAction) => act.isPending && act.variables?.action === action
  const open = (next: StepMode) => {
    act.reset()
    setMode(next)
  }

  return (
    <div className="space-y-3">
      {act.isError ? (
        <Alert tone="danger" title={t('contracts.actions.failed')}>
          {act.error.message}
        </Alert>
      ) : null}
      {mode ? (
        <ContractStepForm
          // A new form (fresh date and amount) for each step opened.
          key={mode}
          contract={contract}
          mode={mode}
          busy={act.isPending}
          onRun={run}
          onCancel={() => setMode(null)}
        />
      ) : (
        <div className="flex flex-wrap gap-2">
          {contract.can_edit ? (
            <>
              <Button loading={busy('submit')} onClick={() => run('submit')}>
                {t('contracts.actions.submit')}
              </Button>
              <Button variant="secondary" onClick={onEdit}>
                {t('contracts.actions.edit')}
              </Button>
            </>
          ) : null}
          {contract.can_approve ? (
            <>
              <Button loading={busy('approve')} onClick={() => run('approve')}>
                {t('contracts.actions.approve')}
              </Button>
              <Button variant="secondary" onClick={() => open('reject')}>
                {t('contracts.actions.reject')}
              </Button>
            </>
          ) : null}
          {contract.can_send ? (
            <Button onClick={() => open('send')}>{t('contracts.actions.send')}</Button>
          ) : null}
          {contract.can_sign && !contract.counterparty_signed_on ? (
            <Button onClick={() => open('signCounterparty')}>
              {t('contracts.actions.signCounterparty')}
            </Button>
          ) : null}
          {contract.can_sign && !contract.company_signed_on ? (
            <Button onClick={() => open('signCompany')}>{t('contracts.actions.signCompany')}</Button>
          ) : null}
          {contract.can_pay ? (
            <Button onClick={() => open('pay')}>{t('contracts.actions.pay')}</Button>
          ) : null}
          {contract.can_amend ? (
            <Button variant="secondary" onClick={() => open('amend')}>
              {t('contracts.actions.amend')}
            </Button>
          ) : null}
          {contract.can_renew ? (
            <Button variant="secondary" onClick={() => open('renew')}>
              {t('contracts.actions.renew')}
            </Button>
          ) : null}
          {contract.can_terminate ? (
            <Button variant="secondary" onClick={() => open('terminate')}>
              {t('contracts.actions.terminate')}
            </Button>
          ) : null}
          {contract.can_cancel ? (
            <Button variant="ghost" onClick={() => setCancelling(true)}>
              {t('contracts.actions.cancel')}
            </Button>
          ) : null}
        </div>
      )}
      {/* Cancelling cannot be undone: asked first. */}
      <ConfirmDialog
        open={cancelling}
        title={t('contracts.actions.cancelTitle', { no: contract.contract_no })}
        body={t('contracts.actions.cancelBody')}
        confirmLabel={t('contracts.actions.cancelConfirm')}
        busy={act.isPending}
        onConfirm={() => run('cancel')}
        onCancel={() => setCancelling(false)}
      />
    </div>
  )
}
