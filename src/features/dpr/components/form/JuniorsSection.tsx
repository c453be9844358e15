import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { type DprFormValues, newJunior } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

/** Junior artistes by category, like the crew: head count, day rate in the project's `currency`. */
export function JuniorsSection({ currency }: { currency: string }) {
  const { t } = useTranslation()
  const { getValues } = useFormContext<DprFormValues>()
  return (
    <FieldArraySection
      name="juniors"
      title={t('dpr.sections.juniors')}
      addLabel={t('dpr.form.addJunior')}
      emptyText={t('dpr.form.noJuniors')}
      rowLabel={(index) => t('dpr.form.juniorRow', { number: index + 1 })}
      newRow={() => newJunior(getValues('crew_call'), getValues('crew_wrap'))}
      renderRow={(index, row) => (
        <>
          <RowField
            name={`juniors.${index}.category`}
            label={t('dpr.fields.category')}
            row={row}
            className="lg:col-span-2"
          />
          <RowField
            name={`juniors.${index}.head_count`}
            label={t('dpr.fields.heads')}
            row={row}
            inputMode="numeric"
          />
          <RowField
            name={`juniors.${index}.day_rate`}
            label={t('dpr.fields.dayRate', { currency })}
            row={row}
            inputMode="decimal"
          />
          <RowField name={`juniors.${index}.call`} label={t('dpr.fields.call')} row={row} type="time" />
          <RowField name={`juniors.${index}.wrap`} label={t('dpr.fields.wrap')} row={row} type="time" />
        </>
      )}
    />
  )
}
