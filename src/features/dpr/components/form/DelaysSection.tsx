import { DELAY_KINDS } from '@contract/dpr'
import { useTranslation } from 'react-i18next'
import { newDelay } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

export function DelaysSection() {
  const { t } = useTranslation()
  return (
    <FieldArraySection
      name="delays"
      title={t('dpr.sections.delays')}
      addLabel={t('dpr.form.addDelay')}
      emptyText={t('dpr.form.noDelays')}
      rowLabel={(index) => t('dpr.form.delayRow', { number: index + 1 })}
      newRow={newDelay}
      renderRow={(index, row) => (
        <>
          <RowField
            name={`delays.${index}.kind`}
            label={t('dpr.fields.delayKind')}
            row={row}
            options={DELAY_KINDS.map((kind) => ({ value: kind, label: t(`dpr.delayKinds.${kind}`) }))}
          />
          <RowField
            name={`delays.${index}.minutes`}
            label={t('dpr.fields.minutes')}
            row={row}
            inputMode="numeric"
          />
          <RowField
            name={`delays.${index}.note`}
            label={t('dpr.fields.note')}
            row={row}
            className="sm:col-span-2 lg:col-span-4"
          />
        </>
      )}
    />
  )
}
