import { SHOT_RESULTS } from '@contract/dpr'
import { useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { FormTextField } from '@/components/form'
import type { DprFormValues } from '../../form-values'
import { formatEighths, parseEighths } from '../../routing'
import { Section } from './Section'

/** The day's progress: pages scheduled, setups, screen time, cards and rolls, and pages shot. */
export function ProgressSection() {
  const { t } = useTranslation()
  return (
    <Section title={t('dpr.sections.progress')}>
      <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-5">
        <FormTextField
          name="scheduled_pages"
          label={t('dpr.fields.scheduledPages')}
          hint={t('dpr.form.pagesHint')}
          inputMode="decimal"
        />
        <FormTextField name="setups" label={t('dpr.fields.setups')} inputMode="numeric" />
        <FormTextField name="screen_seconds" label={t('dpr.fields.screenSeconds')} inputMode="numeric" />
        <FormTextField name="camera_cards" label={t('dpr.fields.cameraCards')} inputMode="numeric" />
        <FormTextField name="sound_rolls" label={t('dpr.fields.soundRolls')} inputMode="numeric" />
      </div>
      <PagesShot />
    </Section>
  )
}

/** Pages shot so far on the form (scenes shot, part shot or added), against the schedule. */
function PagesShot() {
  const { t } = useTranslation()
  const scenes = useWatch<DprFormValues, 'scenes'>({ name: 'scenes' })
  const scheduled = useWatch<DprFormValues, 'scheduled_pages'>({ name: 'scheduled_pages' })
  const shot = (scenes ?? []).reduce(
    (sum, scene) => sum + (SHOT_RESULTS.includes(scene.result) ? (parseEighths(scene.pages) ?? 0) : 0),
    0,
  )
  return (
    <p className="text-sm text-ink-muted" aria-live="polite">
      {t('dpr.form.pagesShotSoFar', {
        shot: formatEighths(shot),
        scheduled: formatEighths(parseEighths(scheduled) ?? 0),
      })}
    </p>
  )
}
