import type { DprUnit } from '@contract/dpr'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { SelectField, TextField } from '@/components/Field'
import { Card, PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { DPR_UNIT_CHOICES, type DprFormSearch } from '../../routing'

/** Which day's report to start: project, shoot date and unit, before anything is pre-filled. */
export function ChooseDay({ search }: { search: DprFormSearch }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [project, setProject] = useState<number | null>(search.project ?? null)
  const [date, setDate] = useState(search.date ?? new Date().toISOString().slice(0, 10))
  const [unit, setUnit] = useState<DprUnit>(search.unit ?? 'main')
  const [missing, setMissing] = useState(false)
  return (
    <>
      <PageHeader title={t('dpr.form.newTitle')} description={t('dpr.form.chooseDay')} />
      <Card className="max-w-2xl">
        <form
          className="space-y-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!project || !date) {
              setMissing(true)
              return
            }
            void navigate({ to: '/dprForm', search: { project, date, unit } })
          }}
        >
          <ProjectPicker
            label={t('dpr.fields.project')}
            value={project}
            onChange={setProject}
            error={missing && !project ? t('validation.required') : undefined}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              type="date"
              label={t('dpr.fields.date')}
              value={date}
              required
              error={missing && !date ? t('validation.required') : undefined}
              onChange={(event) => setDate(event.target.value)}
            />
            <SelectField
              label={t('dpr.fields.unit')}
              value={unit}
              onChange={(event) => setUnit(event.target.value as DprUnit)}
              options={DPR_UNIT_CHOICES.map((choice) => ({ value: choice, label: t(`dpr.units.${choice}`) }))}
            />
          </div>
          <div className="flex justify-end gap-2">
            <Link to="/dprList" className={buttonClasses('secondary')}>
              {t('common.cancel')}
            </Link>
            <Button type="submit">{t('dpr.form.start')}</Button>
          </div>
        </form>
      </Card>
    </>
  )
}
