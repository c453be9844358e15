import { type CostReportCode, createEtcRequestSchema } from '@contract/cost-report'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormTextField, useAppForm } from '@/components/form'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { zodFormResolver } from '@/lib/form-resolvers'
import { type BudgetCurrency, useMoney } from '@/lib/money'
import { notify } from '@/lib/notifications'
import { costKeys, enterEtc, etcHistoryQuery } from './cost-api'

type Values = { amount: string; effective_date: string; reason: string }

/** What the dialog opens with: the code, and the amount and reason it proposes (a DCR's, a hire's). */
export type EtcDraft = { code: CostReportCode; amount: number; reason: string; effectiveDate: string }

/** Enters a code's estimate to complete from a date, with the reason; shows the code's earlier entries. */
export function EtcDialog({
  projectId,
  currency,
  draft,
  onClose,
}: {
  projectId: number
  currency: BudgetCurrency
  draft: EtcDraft
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const money = useMoney(currency)
  const history = useQuery(etcHistoryQuery(projectId, draft.code.budget_code))
  const form = useAppForm<Values, ReturnType<typeof createEtcRequestSchema.parse>>({
    defaultValues: {
      amount: formatMoney(draft.amount, currency.minor_units),
      effective_date: draft.effectiveDate,
      reason: draft.reason,
    },
    resolver: zodFormResolver(createEtcRequestSchema, t, (values: Values) => ({
      budget_code: draft.code.budget_code,
      amount: parseMoney(values.amount.replace(/,/g, ''), currency.minor_units) ?? values.amount,
      effective_date: values.effective_date,
      reason: values.reason,
    })),
  })
  return (
    <FormDialog
      form={form}
      title={t('budgetReports.cost.etcTitle', { code: draft.code.budget_code })}
      description={draft.code.description}
      submitLabel={t('budgetReports.cost.etcSave')}
      onClose={onClose}
      onSubmit={async (request) => {
        await enterEtc(projectId, request)
        await queryClient.invalidateQueries({ queryKey: costKeys.all(projectId) })
        notify({
          variant: 'success',
          message: t('budgetReports.cost.etcSaved', { code: draft.code.budget_code }),
        })
        onClose()
      }}
      after={
        history.data && history.data.length > 0 ? (
          <div className="mt-6 space-y-2">
            <h3 className="text-sm font-semibold text-ink">{t('budgetReports.cost.etcHistory')}</h3>
            <PlainTable
              caption={t('budgetReports.cost.etcHistory')}
              columns={[
                { key: 'date', header: t('budgetReports.cost.effectiveDate') },
                { key: 'amount', header: t('budgetReports.cost.etc'), align: 'end' },
                { key: 'reason', header: t('budgetReports.cost.reason') },
                { key: 'by', header: t('budgetReports.cost.enteredBy') },
              ]}
            >
              {history.data.map((entry) => (
                <tr key={entry.etc_id} className={plainRow}>
                  <td className={`${plainCell()} whitespace-nowrap`}>{entry.effective_date}</td>
                  <td className={`${plainCell('end')} tabular-nums whitespace-nowrap`}>
                    {money(entry.amount)}
                  </td>
                  <td className={plainCell()}>{entry.reason}</td>
                  <td className={plainCell()}>{entry.entered_by ?? '—'}</td>
                </tr>
              ))}
            </PlainTable>
          </div>
        ) : null
      }
    >
      <p className="text-sm text-ink-muted">
        {t('budgetReports.cost.etcNow', {
          etc: money(draft.code.etc),
          actual: money(draft.code.actual),
          committed: money(draft.code.committed),
        })}
      </p>
      <FormTextField
        name="amount"
        label={t('budgetReports.cost.etcAmount', { currency: currency.code })}
        inputMode="decimal"
      />
      <FormTextField name="effective_date" type="date" label={t('budgetReports.cost.effectiveDate')} />
      <FormTextField name="reason" label={t('budgetReports.cost.reason')} maxLength={300} />
    </FormDialog>
  )
}
