import { CAST_STATUSES } from '@contract/dpr'
import { useTranslation } from 'react-i18next'
import { newCast } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

export function CastSection() {
  const { t } = useTranslation()
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
        </>
      )}
    />
  )
}
