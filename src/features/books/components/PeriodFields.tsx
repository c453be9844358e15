import { TextField } from '@/components/Field'

/** A period of days, both ends included, as ISO dates. */
export type Period = { from: string; to: string }

/** The month so far: from its first day to today. */
export const monthSoFar = (today: string): Period => ({ from: `${today.slice(0, 8)}01`, to: today })

/** A period's two date fields; the server's refusal of it shows on its last day. */
export function PeriodFields(props: {
  period: Period
  onChange: (period: Period) => void
  labels: { from: string; to: string }
  error?: string
}) {
  const { period, onChange } = props
  return (
    <>
      <TextField
        type="date"
        label={props.labels.from}
        value={period.from}
        onChange={(event) => onChange({ ...period, from: event.target.value })}
      />
      <TextField
        type="date"
        label={props.labels.to}
        value={period.to}
        error={props.error}
        onChange={(event) => onChange({ ...period, to: event.target.value })}
      />
    </>
  )
}
