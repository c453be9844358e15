import type { ReactNode } from 'react'
import { type FieldArrayPath, useFieldArray, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, IconButton } from '@/components/Button'
import type { DprFormValues } from '../../form-values'
import { Section } from './Section'

/** A list section of the form: its rows, each removable, and the button that adds one. */
export function FieldArraySection<N extends FieldArrayPath<DprFormValues>>({
  name,
  title,
  hint,
  addLabel,
  emptyText,
  rowLabel,
  newRow,
  renderRow,
}: {
  name: N
  title: string
  hint?: string
  addLabel: string
  emptyText: string
  rowLabel: (index: number) => string
  newRow: () => DprFormValues[N][number]
  renderRow: (index: number, row: string) => ReactNode
}) {
  const { t } = useTranslation()
  const { control } = useFormContext<DprFormValues>()
  const rows = useFieldArray<DprFormValues, N>({ control, name })
  return (
    <Section title={title} hint={hint}>
      {rows.fields.length === 0 ? <p className="text-sm text-ink-muted">{emptyText}</p> : null}
      <ol className="space-y-3">
        {rows.fields.map((field, index) => (
          <li key={field.id} className="flex items-start gap-2 rounded-control border border-line p-3">
            <div className="grid min-w-0 flex-1 gap-3 sm:grid-cols-2 lg:grid-cols-6">
              {renderRow(index, rowLabel(index))}
            </div>
            <IconButton
              icon="close"
              label={t('dpr.form.removeRow', { row: rowLabel(index) })}
              onClick={() => rows.remove(index)}
              className="mt-5 shrink-0"
            />
          </li>
        ))}
      </ol>
      <Button variant="secondary" icon="plus" onClick={() => rows.append(newRow() as never)}>
        {addLabel}
      </Button>
    </Section>
  )
}
