import type { CreateDprRequest, Dpr, DprDraft, DprUnit, UpdateDprRequest } from '@contract/dpr'
import { CAST_STATUSES, DELAY_KINDS, EXTRA_KINDS, SCENE_RESULTS, SHOT_RESULTS } from '@contract/dpr'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { type ReactNode, useId, useState } from 'react'
import { type FieldArrayPath, useFieldArray, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses, IconButton } from '@/components/Button'
import { Alert, EmptyState } from '@/components/Feedback'
import { SelectField, TextField } from '@/components/Field'
import {
  Form,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useAppForm,
  useFormField,
} from '@/components/form'
import { Card, PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { Spinner } from '@/components/Spinner'
import type { ApiError } from '@/lib/api-error'
import { choicesQuery } from '@/lib/choices'
import { checkResolver } from '@/lib/form-resolvers'
import { formatDate } from '@/lib/format'
import { fieldErrorsFrom } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createDpr, dprDraftQuery, dprKeys, dprQuery, updateDpr } from '../api'
import { dayText } from '../components/day'
import {
  checkDprForm,
  type DprBodySource,
  type DprFormValues,
  formErrorsOf,
  formValuesOf,
  newCast,
  newCrew,
  newDelay,
  newExtra,
  newJunior,
  newScene,
} from '../form-values'
import { DPR_UNIT_CHOICES, type DprFormSearch, dprFormSearch, formatEighths, parseEighths } from '../routing'

/**
 * /dprForm: a new day's report (`?project=&date=&unit=`, pre-filled from the plan and the unit's
 * previous report) or a draft or rejected one changed (`?id=`). Saving opens the report.
 */
export default function DprFormPage() {
  const search = dprFormSearch(useSearch({ strict: false }) as Record<string, unknown>)
  if (search.id) return <EditReport key={search.id} id={search.id} />
  if (search.project && search.date) {
    const unit = search.unit ?? 'main'
    return (
      <NewReport
        key={`${search.project}-${search.date}-${unit}`}
        project={search.project}
        date={search.date}
        unit={unit}
      />
    )
  }
  return <ChooseDay search={search} />
}

/** Which day's report to start: project, shoot date and unit, before anything is pre-filled. */
function ChooseDay({ search }: { search: DprFormSearch }) {
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

function Loading({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 py-10 text-sm text-ink-muted" role="status">
      <Spinner className="size-4" />
      {label}
    </div>
  )
}

function LoadError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation()
  return (
    <Alert tone="danger" title={t('dpr.loadFailed')}>
      <p>{error.message}</p>
      <button type="button" className="mt-1 font-medium text-link underline" onClick={onRetry}>
        {t('dpr.retry')}
      </button>
    </Alert>
  )
}

function NewReport({ project, date, unit }: { project: number; date: string; unit: DprUnit }) {
  const { t, i18n } = useTranslation()
  const draft = useQuery(dprDraftQuery(project, date, unit))
  const title = t('dpr.form.newTitle')
  if (draft.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <Loading label={t('dpr.form.loadingDraft')} />
      </>
    )
  }
  if (draft.isError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError error={draft.error} onRetry={() => void draft.refetch()} />
      </>
    )
  }
  const plan = draft.data
  return (
    <>
      <PageHeader
        title={title}
        description={t('dpr.form.newDescription', {
          date: formatDate(plan.shoot_date, i18n.language),
          unit: t(`dpr.units.${plan.unit}`),
        })}
      />
      <PrefillNote draft={plan} />
      <DprEditor
        source={plan}
        target={{ kind: 'create', project_id: plan.project_id, shoot_date: plan.shoot_date, unit: plan.unit }}
        cancelTo={{ to: '/dprList', search: { project } }}
      />
    </>
  )
}

/** Day N of M, the day's plan and the report the crew, cast and times were copied from. */
function PrefillNote({ draft }: { draft: DprDraft }) {
  const { t } = useTranslation()
  return (
    <div className="mb-6">
      <Alert tone="info" title={dayText(t, draft.day_no, draft.total_days)}>
        {draft.planned_title ? <p>{t('dpr.form.planned', { title: draft.planned_title })}</p> : null}
        {draft.copied_from_id ? (
          <p>
            {t('dpr.form.copiedFrom')}{' '}
            <Link
              to="/dprView"
              search={{ id: draft.copied_from_id }}
              className="font-medium text-link underline"
            >
              {t('dpr.form.previousReport')}
            </Link>
          </p>
        ) : (
          <p>{t('dpr.form.nothingCopied')}</p>
        )}
      </Alert>
    </div>
  )
}

function EditReport({ id }: { id: number }) {
  const { t } = useTranslation()
  const report = useQuery({ ...dprQuery(id), refetchOnWindowFocus: false })
  const title = t('dpr.form.editTitle')
  if (report.isPending) {
    return (
      <>
        <PageHeader title={title} />
        <Loading label={t('dpr.loading')} />
      </>
    )
  }
  if (report.isError) {
    return (
      <>
        <PageHeader title={title} />
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      </>
    )
  }
  const dpr = report.data
  if (!dpr.can_edit) {
    return (
      <>
        <PageHeader title={t('dpr.form.editTitleOf', { no: dpr.dpr_no })} />
        <EmptyState
          icon="lock"
          title={t('dpr.form.notEditable')}
          action={
            <Link to="/dprView" search={{ id }} className={buttonClasses('secondary')}>
              {t('dpr.form.openReport')}
            </Link>
          }
        >
          {t('dpr.form.notEditableBody', { status: t(`dpr.status.${dpr.status}`) })}
        </EmptyState>
      </>
    )
  }
  return (
    <>
      <PageHeader
        title={t('dpr.form.editTitleOf', { no: dpr.dpr_no })}
        description={`${dpr.project_code} · ${dayText(t, dpr.day_no, dpr.total_days)} · ${t(`dpr.units.${dpr.unit}`)}`}
      />
      {dpr.status === 'rejected' && dpr.rejection_reason ? (
        <div className="mb-6">
          <Alert tone="warning" title={t('dpr.view.rejected')}>
            {dpr.rejection_reason}
          </Alert>
        </div>
      ) : null}
      <DprEditor
        source={dpr as DprBodySource}
        target={{ kind: 'update', row_version: dpr.row_version, id: dpr.dpr_id }}
        cancelTo={{ to: '/dprView', search: { id } }}
      />
    </>
  )
}

type Target =
  | { kind: 'create'; project_id: number; shoot_date: string; unit: DprUnit }
  | { kind: 'update'; row_version: number; id: number }

/** The report's sections; saving sends it and opens the saved report. */
function DprEditor({
  source,
  target,
  cancelTo,
}: {
  source: DprBodySource
  target: Target
  cancelTo: { to: '/dprList'; search: { project: number } } | { to: '/dprView'; search: { id: number } }
}) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const workTypes = useQuery(choicesQuery('worktype'))
  const form = useAppForm<DprFormValues, CreateDprRequest | UpdateDprRequest>({
    defaultValues: formValuesOf(source),
    resolver: checkResolver((values: DprFormValues) => checkDprForm(values, t, target)),
  })

  const save = async (request: CreateDprRequest | UpdateDprRequest) => {
    const saved: Dpr =
      target.kind === 'create'
        ? await createDpr(request as CreateDprRequest)
        : await updateDpr(target.id, request as UpdateDprRequest)
    queryClient.setQueryData(dprKeys.one(saved.dpr_id), saved)
    void queryClient.invalidateQueries({ queryKey: dprKeys.lists() })
    void queryClient.invalidateQueries({ queryKey: dprKeys.dcr(saved.dpr_id) })
    notify({ variant: 'success', message: t('dpr.toast.saved', { no: saved.dpr_no }) })
    await navigate({ to: '/dprView', search: { id: saved.dpr_id } })
  }

  return (
    <Form
      form={form}
      onSubmit={save}
      submitLabel={t('dpr.form.save')}
      onCancel={() => void navigate(cancelTo)}
      serverErrors={(error: ApiError) => formErrorsOf(fieldErrorsFrom(error))}
      aria-label={t('dpr.form.label')}
      className="space-y-6"
      divided
    >
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
      <Section title={t('dpr.sections.times')} hint={t('dpr.form.timesHint')}>
        <div className="grid gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <FormTextField type="time" name="crew_call" label={t('dpr.fields.crewCall')} required />
          <FormTextField type="time" name="first_shot" label={t('dpr.fields.firstShot')} />
          <FormTextField type="time" name="meal_out" label={t('dpr.fields.mealOut')} />
          <FormTextField type="time" name="meal_in" label={t('dpr.fields.mealIn')} />
          <FormTextField
            type="time"
            name="first_shot_after_meal"
            label={t('dpr.fields.firstShotAfterMeal')}
          />
          <FormTextField type="time" name="camera_wrap" label={t('dpr.fields.cameraWrap')} />
          <FormTextField type="time" name="crew_wrap" label={t('dpr.fields.crewWrap')} required />
        </div>
      </Section>
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
      <ScenesSection />
      <CastSection />
      <CrewSection />
      <JuniorsSection />
      <ExtrasSection />
      <DelaysSection />
      <Section title={t('dpr.sections.notes')}>
        <FormTextAreaField name="notes" label={t('dpr.fields.notes')} rows={3} />
      </Section>
    </Form>
  )
}

function Section({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <h2 id={id} className="text-base font-semibold text-ink">
        {title}
      </h2>
      {hint ? <p className="mt-1 text-sm text-ink-muted">{hint}</p> : null}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
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

/**
 * One control of a row (`crew.2.call`): its visible label, and for screen readers which row it
 * belongs to; its message under it.
 */
function RowField({
  name,
  label,
  row,
  type = 'text',
  options,
  inputMode,
  className = '',
}: {
  name: string
  label: string
  row: string
  type?: 'text' | 'time'
  options?: { value: string; label: string }[]
  inputMode?: 'numeric' | 'decimal'
  className?: string
}) {
  const { value, onChange, onBlur, error } = useFormField(name)
  const id = useId()
  const control = `block h-10 w-full rounded-control border bg-surface px-3 text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400 ${error ? 'border-danger' : 'border-line'}`
  const shared = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    onBlur,
    className: control,
  }
  return (
    <div className={`space-y-1 ${className}`}>
      <label htmlFor={id} className="block text-xs font-medium text-ink">
        {label}
        <span className="sr-only"> ({row})</span>
      </label>
      {options ? (
        <select {...shared} value={value ?? ''} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...shared}
          type={type}
          inputMode={inputMode}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A list section of the form: its rows, each removable, and the button that adds one. */
function RowsSection<N extends FieldArrayPath<DprFormValues>>({
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

function ScenesSection() {
  const { t } = useTranslation()
  return (
    <RowsSection
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

function CastSection() {
  const { t } = useTranslation()
  return (
    <RowsSection
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
          <RowField name={`cast.${index}.wrap`} label={t('dpr.fields.wrap')} row={row} type="time" />
        </>
      )}
    />
  )
}

function CrewSection() {
  const { t } = useTranslation()
  const departments = useQuery(choicesQuery('department'))
  const { getValues } = useFormContext<DprFormValues>()
  return (
    <RowsSection
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
            label={t('dpr.fields.dayRate')}
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

function JuniorsSection() {
  const { t } = useTranslation()
  const { getValues } = useFormContext<DprFormValues>()
  return (
    <RowsSection
      name="juniors"
      title={t('dpr.sections.juniors')}
      addLabel={t('dpr.form.addJunior')}
      emptyText={t('dpr.form.noJuniors')}
      rowLabel={(index) => t('dpr.form.juniorRow', { number: index + 1 })}
      newRow={() => newJunior(getValues('crew_call'), getValues('crew_wrap'))}
      renderRow={(index, row) => (
        <>
          <RowField
            name={`juniors.${index}.category`}
            label={t('dpr.fields.category')}
            row={row}
            className="lg:col-span-2"
          />
          <RowField
            name={`juniors.${index}.head_count`}
            label={t('dpr.fields.heads')}
            row={row}
            inputMode="numeric"
          />
          <RowField
            name={`juniors.${index}.day_rate`}
            label={t('dpr.fields.dayRate')}
            row={row}
            inputMode="decimal"
          />
          <RowField name={`juniors.${index}.call`} label={t('dpr.fields.call')} row={row} type="time" />
          <RowField name={`juniors.${index}.wrap`} label={t('dpr.fields.wrap')} row={row} type="time" />
        </>
      )}
    />
  )
}

function ExtrasSection() {
  const { t } = useTranslation()
  return (
    <RowsSection
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
            label={t('dpr.fields.rate')}
            row={row}
            inputMode="decimal"
          />
        </>
      )}
    />
  )
}

function DelaysSection() {
  const { t } = useTranslation()
  return (
    <RowsSection
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
