import type { FieldError } from '@contract/envelope'
import type { CurrencyRate } from '@contract/masters/currency'
import { masterDefinition } from '@contract/masters/definitions'
import type { AnyMasterRecord } from '@contract/masters/schemas'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { ConfirmDialog } from '@/components/Dialog'
import { Alert, EmptyState } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import { Card } from '@/components/Layout'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { formatDate, today } from '@/lib/format'
import { notify } from '@/lib/notifications'
import { useCan } from '@/lib/permissions'
import { addCurrencyRate, currencyRatesQuery, deleteCurrencyRate, masterListQuery, mastersKeys } from '../api'
import { describeProblem } from '../messages'

/**
 * A currency's exchange rates: base-currency units for one unit, each in force from its date
 * until the next. The base currency itself has none: it is always worth 1.
 */
export function CurrencyRates({ currency }: { currency: AnyMasterRecord }) {
  const { t, i18n } = useTranslation()
  const queryClient = useQueryClient()
  const id = Number(currency.currency_id)
  const canChange = useCan(masterDefinition('currency').permission, 'PUT') && !currency.archived
  const rates = useQuery({ ...currencyRatesQuery(id), enabled: !currency.is_base })
  const base = useQuery({
    ...masterListQuery('currency', { tab: 'active', page: 1, fields: { is_base: '1' } }),
    enabled: !currency.is_base,
  })
  const [effectiveFrom, setEffectiveFrom] = useState(today)
  const [rate, setRate] = useState('')
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [deleting, setDeleting] = useState<CurrencyRate | null>(null)
  const baseCode = String(base.data?.data[0]?.code ?? '…')

  const refresh = () => queryClient.invalidateQueries({ queryKey: mastersKeys.master('currency') })
  const fieldProblems = (errors: readonly FieldError[]) =>
    Object.fromEntries(errors.map((error) => [error.path, describeProblem('currency', error, t)]))

  const add = useMutation({
    mutationFn: () => addCurrencyRate(id, { effective_from: effectiveFrom, rate: rate.trim() }),
    onSuccess: async (added) => {
      setRate('')
      setProblems({})
      await refresh()
      notify({
        variant: 'success',
        message: t('masters.currency.rates.added', { date: formatDate(added.effective_from, i18n.language) }),
      })
    },
    onError: (error) => {
      if (error instanceof ApiError) setProblems(fieldProblems(error.fieldErrors as FieldError[]))
    },
  })
  const remove = useMutation({
    mutationFn: (doomed: CurrencyRate) => deleteCurrencyRate(id, doomed.rate_id),
    onSuccess: async (removed) => {
      setDeleting(null)
      await refresh()
      notify({
        variant: 'success',
        message: t('masters.currency.rates.deleted', {
          date: formatDate(removed.effective_from, i18n.language),
        }),
      })
    },
    onError: () => setDeleting(null),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const missing: Record<string, string> = {}
    if (!effectiveFrom) missing.effective_from = t('validation.required')
    if (!rate.trim()) missing.rate = t('validation.required')
    setProblems(missing)
    if (Object.keys(missing).length === 0) add.mutate()
  }
  const refusal =
    add.error instanceof ApiError && add.error.fieldErrors.length === 0 && !add.error.notified
      ? add.error.message
      : null

  return (
    <Card>
      <h2 className="text-lg font-semibold text-ink">{t('masters.currency.rates.title')}</h2>
      {currency.is_base ? (
        <p className="mt-2 text-sm text-ink-muted">{t('masters.currency.rates.base')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-muted">
            {t('masters.currency.rates.description', { base: baseCode, code: String(currency.code) })}
          </p>
          {canChange ? (
            <form noValidate onSubmit={submit} className="mt-4 space-y-3">
              {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
              <div className="grid items-start gap-3 sm:grid-cols-[1fr_1fr_auto]">
                <TextField
                  label={t('masters.currency.rates.effectiveFrom')}
                  type="date"
                  name="effective_from"
                  value={effectiveFrom}
                  error={problems.effective_from}
                  onChange={(event) => setEffectiveFrom(event.target.value)}
                />
                <TextField
                  label={t('masters.currency.rates.rate')}
                  name="rate"
                  inputMode="decimal"
                  autoComplete="off"
                  hint={t('masters.currency.rates.rateHint')}
                  value={rate}
                  error={problems.rate}
                  onChange={(event) => setRate(event.target.value)}
                />
                <Button type="submit" className="sm:mt-7" loading={add.isPending}>
                  {t('masters.currency.rates.add')}
                </Button>
              </div>
            </form>
          ) : null}
          <div className="mt-5">
            {rates.isPending ? (
              <Spinner label={t('common.loading')} />
            ) : rates.isError ? (
              <Alert tone="danger" title={t('errors.serverError')}>
                <Button size="sm" variant="secondary" onClick={() => void rates.refetch()}>
                  {t('common.retry')}
                </Button>
              </Alert>
            ) : rates.data.length === 0 ? (
              <EmptyState icon="coins" title={t('masters.currency.rates.empty')}>
                {t('masters.currency.rates.emptyBody')}
              </EmptyState>
            ) : (
              <div className="overflow-hidden rounded-control border border-line">
                <PlainTable
                  caption={t('masters.currency.rates.title')}
                  columns={[
                    { key: 'from', header: t('masters.currency.rates.effectiveFrom') },
                    { key: 'rate', header: t('masters.currency.rates.rate'), align: 'end' },
                    ...(canChange
                      ? [{ key: 'actions', header: t('table.actions'), align: 'end' as const, hidden: true }]
                      : []),
                  ]}
                >
                  {rates.data.map((row) => {
                    const date = formatDate(row.effective_from, i18n.language)
                    return (
                      <tr key={row.rate_id} className={plainRow}>
                        <td className={`${plainCell()} text-ink`}>{date}</td>
                        <td className={`${plainCell('end')} font-mono tabular-nums text-ink`}>{row.rate}</td>
                        {canChange ? (
                          <td className={plainCell('end')}>
                            <Button
                              size="sm"
                              variant="ghost"
                              aria-label={t('masters.currency.rates.deleteNamed', { date })}
                              onClick={() => setDeleting(row)}
                            >
                              {t('masters.common.delete')}
                            </Button>
                          </td>
                        ) : null}
                      </tr>
                    )
                  })}
                </PlainTable>
              </div>
            )}
          </div>
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('masters.currency.rates.deleteTitle', {
          date: deleting ? formatDate(deleting.effective_from, i18n.language) : '',
        })}
        body={t('masters.currency.rates.deleteBody')}
        confirmLabel={t('masters.common.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Card>
  )
}
