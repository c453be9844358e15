import { useQuery } from '@tanstack/react-query'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { choicesQuery } from '@/lib/choices'
import { type DprFormValues, newCrew } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

/** Crew by department: head count, day rate per head (`currency`: the project's sign), call and wrap. */
export function CrewSection({ currency }: { currency: string }) {
  const { t } = useTranslation()
  const departments = useQuery(choicesQuery('department'))
  const { getValues } = useFormContext<DprFormValues>()
  return (
    <FieldArraySection
      name="crew"
      title={t('dpr.sections.crew')}
      hint={t('dpr.form.crewHint')}
      addLabel={t('dpr.form.addCrew')}
      emptyText={t('dpr.form.noCrew')}
      rowLabel={(index) => t('dpr.form.crewRow', { number: index + 1 })}
      newRow={() => newCrew(getValues('crew_call'), getValues('crew_wrap'))}
      renderRow={(index, row) => (
        <>
          <RowField
            name={`crew.${index}.department_id`}
            label={t('dpr.fields.department')}
            row={row}
            className="lg:col-span-2"
            options={[
              { value: '', label: t('dpr.form.chooseDepartment') },
              ...(departments.data ?? []).map((choice) => ({
                value: String(choice.id),
                label: choice.label,
              })),
            ]}
          />
          <RowField
            name={`crew.${index}.head_count`}
            label={t('dpr.fields.heads')}
            row={row}
            inputMode="numeric"
          />
          <RowField
            name={`crew.${index}.day_rate`}
            label={t('dpr.fields.dayRate', { currency })}
            row={row}
            inputMode="decimal"
          />
          <RowField name={`crew.${index}.call`} label={t('dpr.fields.call')} row={row} type="time" />
          <RowField name={`crew.${index}.wrap`} label={t('dpr.fields.wrap')} row={row} type="time" />
        </>
      )}
    />
  )
}
