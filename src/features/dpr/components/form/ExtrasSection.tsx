import { EXTRA_KINDS } from '@contract/dpr'
import { useTranslation } from 'react-i18next'
import { newExtra } from '../../form-values'
import { FieldArraySection } from './FieldArraySection'
import { RowField } from './RowField'

/** Hires: equipment, vehicles and the like, each with a quantity and a rate in the project's `currency`. */
export function ExtrasSection({ currency }: { currency: string }) {
  const { t } = useTranslation()
  return (
    <FieldArraySection
      name="extras"
      title={t('dpr.sections.extras')}
      addLabel={t('dpr.form.addExtra')}
      emptyText={t('dpr.form.noExtras')}
      rowLabel={(index) => t('dpr.form.extraRow', { number: index + 1 })}
      newRow={newExtra}
      renderRow={(index, row) => (
        <>
          <RowField
            name={`extras.${index}.kind`}
            label={t('dpr.fields.extraKind')}
            row={row}
            options={EXTRA_KINDS.map((kind) => ({ value: kind, label: t(`dpr.extraKinds.${kind}`) }))}
          />
          <RowField
            name={`extras.${index}.description`}
            label={t('dpr.fields.description')}
            row={row}
            className="lg:col-span-3"
          />
          <RowField
            name={`extras.${index}.quantity`}
            label={t('dpr.fields.quantity')}
            row={row}
            inputMode="numeric"
          />
          <RowField
            name={`extras.${index}.rate`}
            label={t('dpr.fields.rate', { currency })}
            row={row}
            inputMode="decimal"
          />
        </>
      )}
    />
  )
}
