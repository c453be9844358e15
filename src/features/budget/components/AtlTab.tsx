import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Alert, EmptyState } from '@/components/Feedback'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { atlLinesQuery, budgetKeys, deleteAtlLines } from '../api'

type Props = {
  projectId: number
  /** The version asked for (null = current). */
  version: number | null
  /** The version shown is the locked original: nothing can be removed from it. */
  locked: boolean
}

/** Above-the-line lines of the version, their total, and removing some of them. */
export function AtlTab({ projectId, version, locked }: Props) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const atl = useQuery(atlLinesQuery(projectId, version))
  const money = useMoney(atl.data?.currency ?? { code: 'INR', minor_units: 2 })
  const canRemove = useCan('budget', 'PUT') && !locked
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const [confirming, setConfirming] = useState(false)

  const remove = useMutation({
    mutationFn: ({ shown, ids }: { shown: number; ids: number[] }) => deleteAtlLines(projectId, shown, ids),
    onSuccess: async (result) => {
      setConfirming(false)
      setSelected(new Set())
      await queryClient.invalidateQueries({ queryKey: budgetKeys.all })
      notify({ variant: 'success', message: t('budget.atl.removed', { count: result.deleted }) })
    },
    onError: (error) => {
      setConfirming(false)
      if (!(error instanceof ApiError && error.notified))
        notify({ variant: 'danger', title: t('budget.notSaved'), message: error.message })
    },
  })

  if (atl.isPending)
    return (
      <div className="flex justify-center p-10">
        <Spinner label={t('budget.atl.loading')} />
      </div>
    )
  if (atl.isError)
    return (
      <EmptyState
        icon="alert"
        title={t('budget.atl.failed')}
        action={
          <Button variant="secondary" icon="refresh" onClick={() => void atl.refetch()}>
            {t('budget.retry')}
          </Button>
        }
      />
    )
  const lines = atl.data.data
  const shownVersion = atl.data.budgetV
  if (lines.length === 0) return <EmptyState title={t('budget.atl.empty')} />

  const allChosen = lines.every((line) => selected.has(line.budget_id))
  const toggle = (id: number, on: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const chosenTotal = lines
    .filter((line) => selected.has(line.budget_id))
    .reduce((sum, line) => sum + line.amount, 0)

  return (
    <div className="space-y-4">
      {locked ? <Alert tone="info">{t('budget.atl.locked')}</Alert> : null}
      <div className="rounded-card border border-line bg-surface shadow-card">
        <div className="flex flex-wrap items-center gap-3 border-b border-line p-4">
          {canRemove ? (
            <label className="flex items-center gap-2 text-sm font-medium text-ink">
              <input
                type="checkbox"
                className="size-4 rounded border-line accent-primary-600"
                checked={allChosen}
                onChange={(event) =>
                  setSelected(event.target.checked ? new Set(lines.map((line) => line.budget_id)) : new Set())
                }
              />
              {t('budget.atl.selectAll')}
            </label>
          ) : null}
          <p className="text-sm text-ink">
            {t('budget.atl.summary', { count: lines.length })}{' '}
            <span className="font-semibold tabular-nums">{money(atl.data.total)}</span>
          </p>
          {canRemove ? (
            <Button
              className="ml-auto"
              variant="danger"
              size="sm"
              disabled={selected.size === 0}
              onClick={() => setConfirming(true)}
            >
              {t('budget.atl.removeSelected', { count: selected.size })}
            </Button>
          ) : null}
        </div>
        <div className="overflow-x-auto">
          <PlainTable
            caption={t('budget.atl.caption')}
            columns={[
              ...(canRemove ? [{ key: 'select', header: t('budget.atl.select'), hidden: true }] : []),
              { key: 'code', header: t('budget.fields.code') },
              { key: 'description', header: t('budget.fields.description') },
              { key: 'category', header: t('budget.fields.category') },
              { key: 'amount', header: t('budget.fields.amount'), align: 'end' as const },
            ]}
          >
            {lines.map((line) => (
              <tr key={line.budget_id} className={plainRow}>
                {canRemove ? (
                  <td className={`${plainCell()} w-12`}>
                    <input
                      type="checkbox"
                      className="size-4 rounded border-line accent-primary-600"
                      aria-label={t('budget.atl.selectLine', {
                        code: line.budget_code,
                        description: line.description,
                      })}
                      checked={selected.has(line.budget_id)}
                      onChange={(event) => toggle(line.budget_id, event.target.checked)}
                    />
                  </td>
                ) : null}
                <td className={`${plainCell()} font-mono text-xs font-semibold`}>{line.budget_code}</td>
                <td className={plainCell()}>{line.description}</td>
                <td className={plainCell()}>{line.category_name ?? '—'}</td>
                <td className={`${plainCell('end')} whitespace-nowrap tabular-nums`}>{money(line.amount)}</td>
              </tr>
            ))}
          </PlainTable>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('budget.atl.confirmTitle', { count: selected.size })}
        body={t('budget.atl.confirmBody', { amount: money(chosenTotal), version: shownVersion ?? '' })}
        confirmLabel={t('budget.atl.remove')}
        busy={remove.isPending}
        onConfirm={() => shownVersion !== null && remove.mutate({ shown: shownVersion, ids: [...selected] })}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
