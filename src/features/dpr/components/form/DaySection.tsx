import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { FormSelectField, FormTextField } from '@/components/form'
import { choicesQuery } from '@/lib/choices'
import { Section } from './Section'

/** The day: its work type, location and weather. */
export function DaySection() {
  const { t } = useTranslation()
  const workTypes = useQuery(choicesQuery('worktype'))
  return (
    <Section title={t('dpr.sections.day')}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormSelectField
          name="work_type_id"
          label={t('dpr.fields.workType')}
          options={[
            { value: '', label: t('dpr.form.chooseWorkType') },
            ...(workTypes.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.label })),
          ]}
        />
        <FormTextField name="location" label={t('dpr.fields.location')} />
        <FormTextField name="weather" label={t('dpr.fields.weather')} />
      </div>
    </Section>
  )
}
