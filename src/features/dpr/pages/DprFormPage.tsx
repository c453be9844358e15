import type { DprUnit } from '@contract/dpr'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { Alert, EmptyState } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { formatDate } from '@/lib/format'
import { dprDraftQuery, dprQuery } from '../api'
import { dayText } from '../components/day'
import { ChooseDay } from '../components/form/ChooseDay'
import { DprEditor } from '../components/form/DprEditor'
import { PrefillNote } from '../components/form/PrefillNote'
import { LoadError, Loading } from '../components/LoadState'
import type { DprBodySource } from '../form-values'
import { dprFormSearch } from '../routing'

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
