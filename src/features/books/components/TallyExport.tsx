import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { TextField } from '@/components/Field'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { useSession } from '@/lib/session'
import { downloadTallyExport } from '../api'

/** A period's vouchers for Tally (its XML import), once the organisation's Tally switch is on. */
export function TallyExport({ today }: { today: string }) {
  const { t } = useTranslation()
  const on = useSession((state) => state.flags.tally_isActive)
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`)
  const [to, setTo] = useState(today)
  const download = useMutation({ mutationFn: () => downloadTallyExport(from, to) })
  if (!on) return <p className="text-sm text-ink-muted">{t('reports.tally.off')}</p>
  const error = download.error instanceof ApiError ? download.error : undefined
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        download.mutate()
      }}
    >
      <TextField
        type="date"
        label={t('reports.tally.from')}
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField
        type="date"
        label={t('reports.tally.to')}
        value={to}
        error={error ? errorText(error.fieldErrors[0] ?? error) : undefined}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button type="submit" icon="file" loading={download.isPending}>
        {t('reports.tally.export')}
      </Button>
    </form>
  )
}
