import { parseMoney } from '@contract/masters/fields'
import type { Holder } from '@contract/spend/petty-cash'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { Dialog } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextAreaField, TextField } from '@/components/Field'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { createFloat, pettyCashKeys } from '../api'

/** Asks for a float, or a top-up of the holder's disbursed float; saved as a draft to submit. */
export function FloatRequestDialog({
  holder,
  onClose,
  onSaved,
}: {
  holder: Holder
  onClose: () => void
  onSaved: (floatId: number) => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney({ code: holder.currency_code, minor_units: holder.minor_units })
  const topUp = holder.open_float_id !== null
  const [amount, setAmount] = useState('')
  const [purpose, setPurpose] = useState('')
  const units = parseMoney(amount, holder.minor_units)
  const save = useMutation({
    mutationFn: () =>
      createFloat({
        holder_id: holder.holder_id,
        kind: topUp ? 'top_up' : 'float',
        amount: units ?? 0,
        purpose: purpose.trim(),
      }),
    onSuccess: (saved) => {
      notify({ variant: 'success', message: t('pettyCash.floats.saved', { no: saved.float_no }) })
      void queryClient.invalidateQueries({ queryKey: pettyCashKeys.all })
      onSaved(saved.float_id)
    },
  })
  const ready = units !== null && units > 0 && purpose.trim().length > 0
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(topUp ? 'pettyCash.floats.topUpTitle' : 'pettyCash.floats.newTitle', {
        name: holder.user_name,
      })}
      description={t('pettyCash.floats.limitHint', {
        limit: money(holder.float_limit),
        outstanding: money(holder.outstanding),
      })}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault()
          if (ready) save.mutate()
        }}
      >
        {save.isError ? <Alert tone="danger">{save.error.message}</Alert> : null}
        <TextField
          label={t('pettyCash.fields.amount')}
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={amount && units === null ? t('pettyCash.fields.badAmount') : undefined}
        />
        <TextAreaField
          label={t('pettyCash.fields.purpose')}
          value={purpose}
          onChange={(event) => setPurpose(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!ready}>
            {t('pettyCash.floats.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
