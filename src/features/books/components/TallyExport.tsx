import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ApiError } from '@/lib/api-error'
import { errorText } from '@/lib/error-text'
import { useSession } from '@/lib/session'
import { downloadTallyExport } from '../api'
import { monthSoFar, PeriodFields } from './PeriodFields'

/** A period's vouchers for Tally (its XML import), once the organisation's Tally switch is on. */
export function TallyExport({ today }: { today: string }) {
  const { t } = useTranslation()
  const on = useSession((state) => state.flags.tally_isActive)
  const [period, setPeriod] = useState(() => monthSoFar(today))
  const download = useMutation({ mutationFn: () => downloadTallyExport(period.from, period.to) })
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
      <PeriodFields
        period={period}
        onChange={setPeriod}
        labels={{ from: t('reports.tally.from'), to: t('reports.tally.to') }}
        error={error ? errorText(error.fieldErrors[0] ?? error) : undefined}
      />
      <Button type="submit" icon="file" loading={download.isPending}>
        {t('reports.tally.export')}
      </Button>
    </form>
  )
}
