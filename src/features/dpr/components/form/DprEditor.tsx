import type { CreateDprRequest, Dpr, DprUnit, UpdateDprRequest } from '@contract/dpr'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Form, FormTextAreaField, FormTextField, useAppForm } from '@/components/form'
import type { ApiError } from '@/lib/api-error'
import { checkResolver } from '@/lib/form-resolvers'
import { currencySymbol } from '@/lib/format'
import { fieldErrorsFrom } from '@/lib/forms'
import { notify } from '@/lib/notifications'
import { createDpr, dprKeys, updateDpr } from '../../api'
import {
  checkDprForm,
  type DprBodySource,
  type DprFormValues,
  formErrorsOf,
  formValuesOf,
} from '../../form-values'
import { CastSection } from './CastSection'
import { CrewSection } from './CrewSection'
import { DaySection } from './DaySection'
import { DelaysSection } from './DelaysSection'
import { ExtrasSection } from './ExtrasSection'
import { JuniorsSection } from './JuniorsSection'
import { ProgressSection } from './ProgressSection'
import { ScenesSection } from './ScenesSection'
import { Section } from './Section'
import { TimesSection } from './TimesSection'

/** What saving does: file a new day's report, or change a draft or rejected one. */
export type DprEditorTarget =
  | { kind: 'create'; project_id: number; shoot_date: string; unit: DprUnit }
  | { kind: 'update'; row_version: number; id: number }

/** The report's sections, amounts in its project's currency; saving sends it and opens the saved report. */
export function DprEditor({
  source,
  target,
  cancelTo,
}: {
  source: DprBodySource
  target: DprEditorTarget
  cancelTo: { to: '/dprList'; search: { project: number } } | { to: '/dprView'; search: { id: number } }
}) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const form = useAppForm<DprFormValues, CreateDprRequest | UpdateDprRequest>({
    defaultValues: formValuesOf(source),
    resolver: checkResolver((values: DprFormValues) => checkDprForm(values, t, target, source.minor_units)),
  })
  // Rates are typed in the project's currency: its sign names them ("Day rate per head (₹)").
  const currency = currencySymbol(source.currency_code, i18n.language)

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
      <DaySection />
      <TimesSection />
      <ProgressSection />
      <ScenesSection />
      <CastSection
        projectId={source.project_id}
        shootDate={source.shoot_date}
        currency={{ code: source.currency_code, minor_units: source.minor_units }}
      />
      <CrewSection currency={currency} />
      <JuniorsSection currency={currency} />
      <ExtrasSection currency={currency} />
      <DelaysSection />
      <Section title={t('dpr.sections.mealsIncidents')}>
        <FormTextField
          name="meals_served"
          label={t('dpr.fields.mealsServed')}
          hint={t('dpr.form.mealsServedHint')}
          inputMode="numeric"
          className="max-w-48"
        />
        <FormTextAreaField name="incidents" label={t('dpr.fields.incidents')} rows={2} />
      </Section>
      <Section title={t('dpr.sections.notes')}>
        <FormTextAreaField name="notes" label={t('dpr.fields.notes')} rows={3} />
      </Section>
    </Form>
  )
}
