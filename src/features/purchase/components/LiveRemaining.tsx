import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { budgetControlsQuery, codeFiguresQuery } from '@/lib/budget-remaining'
import { useMoney } from '@/lib/money'
import { useCan } from '@/lib/permissions'
import { liveRemaining } from './po-draft'

/**
 * What remains on each code the draft books on, now and after this PO, updated as the user types.
 * A code taken past its budget shows in red with words (not colour alone), and what the
 * organisation's budget control will do with it when the user may know it.
 */
export function LiveRemaining({ projectId, perCode }: { projectId: number; perCode: Map<string, number> }) {
  const { t } = useTranslation()
  const figures = useQuery(codeFiguresQuery(projectId, [...perCode.keys()], 'po'))
  const control = useQuery({
    ...budgetControlsQuery(),
    select: (controls) => controls.po,
    enabled: useCan('settings', 'GET'),
    staleTime: 60_000,
  })
  const money = useMoney(figures.data?.currency ?? { code: 'INR', minor_units: 2 })
  if (perCode.size === 0) return null
  const rows = liveRemaining(perCode, figures.data?.codes)
  const over = rows.filter((row) => row.after !== null && row.after < 0 && row.thisPo > 0)
  return (
    <section aria-labelledby="po-live-remaining" className="space-y-2">
      <h3 id="po-live-remaining" className="text-sm font-medium text-ink">
        {t('purchase.form.remainingTitle')}
      </h3>
      {figures.isError ? <p className="text-sm text-danger">{t('purchase.form.figuresFailed')}</p> : null}
      <div className="rounded-control border border-line">
        <PlainTable
          caption={t('purchase.form.remainingTitle')}
          columns={[
            { key: 'code', header: t('purchase.fields.code') },
            { key: 'now', header: t('purchase.form.remainingNow'), align: 'end' },
            { key: 'this', header: t('purchase.form.thisPo'), align: 'end' },
            { key: 'after', header: t('purchase.form.remainingAfter'), align: 'end' },
          ]}
        >
          {rows.map((row) => {
            const isOver = row.after !== null && row.after < 0 && row.thisPo > 0
            return (
              <tr key={row.code} className={plainRow} data-testid={`remaining-${row.code}`}>
                <td className={`${plainCell()} whitespace-nowrap font-mono`}>{row.code}</td>
                <td className={`${plainCell('end')} tabular-nums`}>
                  {row.figures ? money(row.figures.remaining) : '…'}
                </td>
                <td className={`${plainCell('end')} tabular-nums`}>{money(row.thisPo)}</td>
                <td
                  className={`${plainCell('end')} tabular-nums ${isOver ? 'font-semibold text-danger' : ''}`}
                >
                  {row.after === null ? '…' : money(row.after)}
                  {isOver ? (
                    <span className="ml-1 inline-flex items-center gap-1 text-xs">
                      <Icon name="alert" className="size-3.5" aria-hidden="true" />
                      {t('purchase.form.overBudget')}
                    </span>
                  ) : null}
                </td>
              </tr>
            )
          })}
        </PlainTable>
      </div>
      {over.length ? (
        <p className="text-sm text-danger" aria-live="polite">
          {t(`purchase.form.overNotice.${control.data ?? 'unknown'}`, {
            codes: over.map((row) => row.code).join(', '),
          })}
        </p>
      ) : null}
    </section>
  )
}
