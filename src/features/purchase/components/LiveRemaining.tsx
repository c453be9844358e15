import type { BudgetControlAction } from '@contract/spend/common'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '@/components/Icon'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { useMoney } from '@/lib/money'
import { poPreviewQuery } from '../api'

/**
 * What remains on each code the draft books on, now and after this PO, updated as the user types.
 * The figures and the codes taken past their budget are the server's (the same check submission
 * runs); a code over shows in red with words (not colour alone), with what the organisation's
 * budget control will do with it.
 */
export function LiveRemaining({ projectId, perCode }: { projectId: number; perCode: Map<string, number> }) {
  const { t } = useTranslation()
  // Typing fast asks once the typing settles, not at every keystroke.
  const codes = useDeferredValue([...perCode].map(([budget_code, amount]) => ({ budget_code, amount })))
  const preview = useQuery(poPreviewQuery(projectId, codes))
  const money = useMoney(preview.data?.currency ?? { code: 'INR', minor_units: 2 })
  if (perCode.size === 0) return null
  const over = new Set(preview.data?.over_codes ?? [])
  if (preview.data && !preview.data.figures_shown)
    return <FitsOnly codes={[...perCode.keys()]} over={over} control={preview.data.control} />
  return (
    <section aria-labelledby="po-live-remaining" className="space-y-2">
      <h3 id="po-live-remaining" className="text-sm font-medium text-ink">
        {t('purchase.form.remainingTitle')}
      </h3>
      {preview.isError ? <p className="text-sm text-danger">{t('purchase.form.figuresFailed')}</p> : null}
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
          {[...perCode].map(([code, thisPo]) => {
            const impact = preview.data?.impacts.find((candidate) => candidate.budget_code === code)
            // Figures answered for other amounts (the previous keystroke) wait for the fresh ones.
            const current = impact && impact.this_document === thisPo ? impact : undefined
            const isOver = current !== undefined && over.has(code)
            return (
              <tr key={code} className={plainRow} data-testid={`remaining-${code}`}>
                <td className={`${plainCell()} whitespace-nowrap font-mono`}>{code}</td>
                <td className={`${plainCell('end')} tabular-nums`}>
                  {impact ? money(impact.remaining) : '…'}
                </td>
                <td className={`${plainCell('end')} tabular-nums`}>{money(thisPo)}</td>
                <td
                  className={`${plainCell('end')} tabular-nums ${isOver ? 'font-semibold text-danger' : ''}`}
                >
                  {current ? money(current.remaining_after) : '…'}
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
      {preview.data && over.size ? (
        <p className="text-sm text-danger" aria-live="polite">
          {t(`purchase.form.overNotice.${preview.data.control}`, { codes: [...over].join(', ') })}
        </p>
      ) : null}
    </section>
  )
}

/**
 * For whoever drafts without reading the budget: each code fits or goes over, and what the
 * organisation's control will do, never the figures (server/modules/spend/figure-access.ts).
 */
function FitsOnly({
  codes,
  over,
  control,
}: {
  codes: string[]
  over: Set<string>
  control: BudgetControlAction
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby="po-live-remaining" className="space-y-2">
      <h3 id="po-live-remaining" className="text-sm font-medium text-ink">
        {t('purchase.form.fitsTitle')}
      </h3>
      <ul className="space-y-1 text-sm">
        {codes.map((code) => (
          <li
            key={code}
            data-testid={`remaining-${code}`}
            className={`flex items-center gap-2 ${over.has(code) ? 'font-semibold text-danger' : 'text-ink'}`}
          >
            {over.has(code) ? <Icon name="alert" className="size-3.5" aria-hidden="true" /> : null}
            <span className="font-mono">{code}</span>
            <span>{t(over.has(code) ? 'purchase.form.overBudget' : 'purchase.form.fits')}</span>
          </li>
        ))}
      </ul>
      {over.size ? (
        <p className="text-sm text-danger" aria-live="polite">
          {t(`purchase.form.overNotice.${control}`, { codes: [...over].join(', ') })}
        </p>
      ) : (
        <p className="text-xs text-ink-muted">{t('purchase.form.figuresForReaders')}</p>
      )}
    </section>
  )
}
