import { useTranslation } from 'react-i18next'
import { FormTextField } from '@/components/form'
import { Section } from './Section'

/** The day's times, from crew call to crew wrap. */
export function TimesSection() {
  const { t } = useTranslation()
  return (
    <Section title={t('dpr.sections.times')} hint={t('dpr.form.timesHint')}>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
        <FormTextField type="time" name="crew_call" label={t('dpr.fields.crewCall')} required />
        <FormTextField type="time" name="first_shot" label={t('dpr.fields.firstShot')} />
        <FormTextField type="time" name="meal_out" label={t('dpr.fields.mealOut')} />
        <FormTextField type="time" name="meal_in" label={t('dpr.fields.mealIn')} />
        <FormTextField type="time" name="first_shot_after_meal" label={t('dpr.fields.firstShotAfterMeal')} />
        <FormTextField type="time" name="camera_wrap" label={t('dpr.fields.cameraWrap')} />
        <FormTextField type="time" name="crew_wrap" label={t('dpr.fields.crewWrap')} required />
      </div>
    </Section>
  )
}
