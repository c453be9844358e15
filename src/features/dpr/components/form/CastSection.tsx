import { CAST_STATUSES } from '@contract/dpr'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useMoney } from '@/lib/money'
import { dealRatesQuery } from '../../api'
import { newCast } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

type Props = { projectId: number; shootDate: string; currency: { code: string; minor_units: number } }

/** The day's cast; one on a contract with a day rate names it, and the DCR costs their day at it. */
export function CastSection({ projectId, shootDate, currency }: Props) {
  const { t } = useTranslation()
  const money = useMoney(currency)
  const deals = useQuery(dealRatesQuery(projectId, shootDate))
  const contracts = [
    { value: '', label: t('dpr.form.noContract') },
    ...(deals.data ?? []).map((deal) => ({
      value: String(deal.contract_id),
      label: t('dpr.form.dealChoice', {
        who: deal.counterparty,
        no: deal.contract_no,
        rate: money(deal.day_rate),
      }),
    })),
  ]
  return (
    <FieldArraySection
      name="cast"
      title={t('dpr.sections.cast')}
      addLabel={t('dpr.form.addCast')}
      emptyText={t('dpr.form.noCast')}
      rowLabel={(index) => t('dpr.form.castRow', { number: index + 1 })}
      newRow={newCast}
      renderRow={(index, row) => (
        <>
          <RowField name={`cast.${index}.name`} label={t('dpr.fields.artiste')} row={row} />
          <RowField name={`cast.${index}.character`} label={t('dpr.fields.character')} row={row} />
          <RowField
            name={`cast.${index}.status`}
            label={t('dpr.fields.castStatus')}
            row={row}
            options={CAST_STATUSES.map((status) => ({ value: status, label: t(`dpr.castStatus.${status}`) }))}
          />
          <RowField name={`cast.${index}.call`} label={t('dpr.fields.call')} row={row} type="time" />
          <RowField
            name={`cast.${index}.meal_out`}
            label={t('dpr.fields.castMealOut')}
            row={row}
            type="time"
          />
          <RowField name={`cast.${index}.meal_in`} label={t('dpr.fields.castMealIn')} row={row} type="time" />
          <RowField name={`cast.${index}.wrap`} label={t('dpr.fields.wrap')} row={row} type="time" />
          <RowField
            name={`cast.${index}.contract_id`}
            label={t('dpr.fields.contract')}
            row={row}
            options={contracts}
            className="sm:col-span-2"
          />
        </>
      )}
    />
  )
}
