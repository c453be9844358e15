import { SCENE_RESULTS } from '@contract/dpr'
import { useTranslation } from 'react-i18next'
import { newScene } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

export function ScenesSection() {
  const { t } = useTranslation()
  return (
    <FieldArraySection
      name="scenes"
      title={t('dpr.sections.scenes')}
      hint={t('dpr.form.scenesHint')}
      addLabel={t('dpr.form.addScene')}
      emptyText={t('dpr.form.noScenes')}
      rowLabel={(index) => t('dpr.form.sceneRow', { number: index + 1 })}
      newRow={newScene}
      renderRow={(index, row) => (
        <>
          <RowField name={`scenes.${index}.scene`} label={t('dpr.fields.scene')} row={row} />
          <RowField
            name={`scenes.${index}.result`}
            label={t('dpr.fields.result')}
            row={row}
            options={SCENE_RESULTS.map((result) => ({ value: result, label: t(`dpr.results.${result}`) }))}
          />
          <RowField
            name={`scenes.${index}.pages`}
            label={t('dpr.fields.pages')}
            row={row}
            inputMode="decimal"
          />
          <RowField
            name={`scenes.${index}.reason`}
            label={t('dpr.fields.sceneReason')}
            row={row}
            className="sm:col-span-2 lg:col-span-3"
          />
        </>
      )}
    />
  )
}
