import { parseMoney } from '@contract/masters/fields'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TextField } from '@/components/Field'
import { type Panel, StepPanel } from '@/components/StepPanel'
import { today } from '@/lib/format'

/* The panels of a float's own steps: what each asks before it runs (see FloatActions). */

/** Cash the holder hands back: how much, when, and any receipt reference. */
export function ReturnForm({ busy, submit, close, minorUnits }: Panel & { minorUnits: number }) {
  const { t } = useTranslation()
  const [returned, setReturned] = useState('')
  const [returnedOn, setReturnedOn] = useState(today)
  const [reference, setReference] = useState('')
  const units = parseMoney(returned, minorUnits)
  return (
    <StepPanel
      busy={busy}
      close={close}
      ready={units !== null && units > 0 && returnedOn !== ''}
      confirmLabel={t('pettyCash.actions.returnConfirm')}
      onConfirm={() =>
        submit({ amount: units ?? 0, returned_on: returnedOn, reference: reference.trim() || null })
      }
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label={t('pettyCash.fields.returnedAmount')}
          inputMode="decimal"
          value={returned}
          onChange={(event) => setReturned(event.target.value)}
        />
        <TextField
          type="date"
          label={t('pettyCash.fields.returnedOn')}
          value={returnedOn}
          onChange={(event) => setReturnedOn(event.target.value)}
        />
        <TextField
          label={t('pettyCash.fields.reference')}
          value={reference}
          maxLength={60}
          onChange={(event) => setReference(event.target.value)}
        />
      </div>
    </StepPanel>
  )
}
