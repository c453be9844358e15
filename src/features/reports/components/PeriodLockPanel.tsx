import { setPeriodLockRequestSchema } from '@contract/reports'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { FormDialog, FormTextField, useAppForm } from '@/components/form'
import { BooksSettingsPanel } from '@/features/books'
import { zodFormResolver } from '@/lib/form-resolvers'
import { formatDate } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { periodLockQuery, setPeriodLock } from '../api'

type Values = { locked_through: string; reason: string }

/**
 * Whether the project's books are closed, through when, by whom and why; budget editors close them
 * through a date (nothing dated on or before it is written any more); an Admin opens them again.
 */
export function PeriodLockPanel({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation()
  const lock = useQuery(periodLockQuery(projectId))
  const mayChange = useCan('budget', 'PUT')
  const [editing, setEditing] = useState<'close' | 'open' | null>(null)
  const through = lock.data?.locked_through ?? null
  return (
    <section aria-labelledby="period-lock-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="period-lock-heading" className="text-base font-semibold text-ink">
          {t('reports.lock.heading')}
        </h2>
        {mayChange && lock.isSuccess ? (
          <div className="flex gap-2">
            <Button size="sm" variant="secondary" icon="shield" onClick={() => setEditing('close')}>
              {through ? t('reports.lock.move') : t('reports.lock.close')}
            </Button>
            {through && lock.data.can_reopen ? (
              <Button size="sm" variant="secondary" onClick={() => setEditing('open')}>
                {t('reports.lock.open')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {lock.isPending
          ? t('reports.lock.loading')
          : lock.isError
            ? t('reports.lock.failed')
            : through
              ? t('reports.lock.closed', {
                  date: formatDate(through, i18n.language),
                  name: lock.data.locked_by_name ?? '—',
                  reason: lock.data.reason ?? '',
                })
              : t('reports.lock.none')}
      </p>
      <Suspense fallback={null}>
        <BooksSettingsPanel />
      </Suspense>
      {editing ? (
        <LockDialog projectId={projectId} mode={editing} through={through} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  )
}

function LockDialog(props: {
  projectId: number
  mode: 'close' | 'open'
  through: string | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const form = useAppForm<Values, ReturnType<typeof setPeriodLockRequestSchema.parse>>({
    defaultValues: { locked_through: props.through ?? '', reason: '' },
    resolver: zodFormResolver(setPeriodLockRequestSchema, t, (values: Values) => ({
      locked_through: props.mode === 'open' ? null : values.locked_through,
      reason: values.reason,
    })),
  })
  return (
    <FormDialog
      form={form}
      title={props.mode === 'open' ? t('reports.lock.openTitle') : t('reports.lock.closeTitle')}
      description={props.mode === 'open' ? t('reports.lock.openBody') : t('reports.lock.closeBody')}
      submitLabel={props.mode === 'open' ? t('reports.lock.open') : t('reports.lock.save')}
      onClose={props.onClose}
      onSubmit={async (request) => {
        await setPeriodLock(props.projectId, request)
        await queryClient.invalidateQueries({ queryKey: ['budget', 'period-lock', props.projectId] })
        notify({ variant: 'success', message: t('reports.lock.saved') })
        props.onClose()
      }}
    >
      {props.mode === 'close' ? (
        <FormTextField name="locked_through" type="date" label={t('reports.lock.through')} />
      ) : null}
      <FormTextField name="reason" label={t('reports.lock.reason')} maxLength={500} />
    </FormDialog>
  )
}
