import type { DprSummary } from '@contract/dpr'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { type DataColumn, DataTable, listQueryProps } from '@/components/data-table'
import { SelectField, TextField } from '@/components/Field'
import { Icon } from '@/components/Icon'
import { PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { formatDate } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { type DprFilter, dprListQuery, fetchAllDprs } from '../api'
import { DprStatusBadge } from '../components/DprStatusBadge'
import { DPR_STATUS_CHOICES, type DprListSearch, dprListSearch, formatEighths } from '../routing'

/** /dprList: the daily production reports of the caller's projects, filtered, paged and exported. */
export default function DprListPage() {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const search = dprListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const filter: DprFilter = { ...search, page: search.page ?? 1 }
  const list = useQuery(dprListQuery(filter))
  const canAdd = useCan('dpr', 'POST')

  const setSearch = (patch: Partial<DprListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })
  const setFilter = (patch: Partial<DprListSearch>) => setSearch({ ...patch, page: undefined })

  const columns = useMemo<DataColumn<DprSummary>[]>(
    () => [
      {
        id: 'dpr_no',
        header: t('dpr.fields.number'),
        canHide: false,
        cell: (row) => (
          <Link
            to="/dprView"
            search={{ id: row.dpr_id }}
            className="whitespace-nowrap font-medium text-link hover:underline"
          >
            {row.dpr_no}
          </Link>
        ),
        exportValue: (row) => row.dpr_no,
      },
      {
        id: 'shoot_date',
        header: t('dpr.fields.date'),
        cell: (row) => <span className="whitespace-nowrap">{formatDate(row.shoot_date, language)}</span>,
        exportValue: (row) => row.shoot_date,
        exportType: 'date',
      },
      {
        id: 'project',
        header: t('dpr.fields.project'),
        hiddenByDefault: true,
        cell: (row) => `${row.project_code} · ${row.project_name}`,
        exportValue: (row) => `${row.project_code} · ${row.project_name}`,
      },
      {
        id: 'day',
        header: t('dpr.fields.day'),
        cell: (row) => (
          <span className="whitespace-nowrap">
            {row.day_no === null
              ? t('dpr.offPlan')
              : t('dpr.dayOf', { day: row.day_no, total: row.total_days })}
          </span>
        ),
        exportValue: (row) =>
          row.day_no === null ? t('dpr.offPlan') : t('dpr.dayOf', { day: row.day_no, total: row.total_days }),
      },
      {
        id: 'unit',
        header: t('dpr.fields.unit'),
        cell: (row) => t(`dpr.units.${row.unit}`),
        exportValue: (row) => t(`dpr.units.${row.unit}`),
      },
      {
        id: 'work_type',
        header: t('dpr.fields.workType'),
        cell: (row) => row.work_type_name,
        exportValue: (row) => row.work_type_name,
      },
      {
        id: 'status',
        header: t('dpr.fields.status'),
        cell: (row) => <DprStatusBadge status={row.status} />,
        exportValue: (row) => t(`dpr.status.${row.status}`),
      },
      {
        id: 'pages',
        header: t('dpr.fields.pagesShotOfScheduled'),
        align: 'end',
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {t('dpr.pagesOf', {
              shot: formatEighths(row.shot_eighths),
              scheduled: formatEighths(row.scheduled_eighths),
            })}
          </span>
        ),
        exportValue: (row) =>
          t('dpr.pagesOf', {
            shot: formatEighths(row.shot_eighths),
            scheduled: formatEighths(row.scheduled_eighths),
          }),
      },
      {
        id: 'call_wrap',
        header: t('dpr.fields.callWrap'),
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">{`${row.crew_call}–${row.crew_wrap}`}</span>
        ),
        exportValue: (row) => `${row.crew_call}–${row.crew_wrap}`,
      },
      {
        id: 'created_by',
        header: t('dpr.fields.createdBy'),
        hiddenByDefault: true,
        cell: (row) => row.created_by_name ?? '—',
        exportValue: (row) => row.created_by_name,
      },
    ],
    [t, language],
  )

  const filtered = Boolean(search.project || search.status || search.from || search.to)
  const settingsLink = (
    <Link to="/dprAndWorkTypeView" className={buttonClasses('secondary')}>
      <Icon name="cog" className="size-4" />
      {t('dpr.settingsLink')}
    </Link>
  )
  const newReport = canAdd ? (
    <Link
      to="/dprForm"
      search={search.project ? { project: search.project } : {}}
      className={buttonClasses('primary')}
    >
      <Icon name="plus" className="size-4" />
      {t('dpr.new')}
    </Link>
  ) : null

  return (
    <>
      <PageHeader
        title={t('dpr.title')}
        description={t('dpr.description')}
        actions={
          <>
            {settingsLink}
            {newReport}
          </>
        }
      />
      <DataTable
        tableId="dpr"
        caption={t('dpr.title')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(row) => row.dpr_id}
        onPageChange={(page) => setSearch({ page })}
        loadAllRows={() => fetchAllDprs(filter)}
        exportName="daily-production-reports"
        empty={{
          title: filtered ? t('dpr.emptyFiltered') : t('dpr.empty'),
          body: filtered ? undefined : t('dpr.emptyBody'),
          action: filtered ? undefined : newReport,
        }}
        toolbar={
          <div className="grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <ProjectPicker
              label={t('dpr.fields.project')}
              value={search.project ?? null}
              onChange={(project) => setFilter({ project: project ?? undefined })}
            />
            <SelectField
              label={t('dpr.fields.status')}
              value={search.status ?? ''}
              onChange={(event) =>
                setFilter({ status: (event.target.value || undefined) as DprListSearch['status'] })
              }
              options={[
                { value: '', label: t('dpr.filters.anyStatus') },
                ...DPR_STATUS_CHOICES.map((status) => ({ value: status, label: t(`dpr.status.${status}`) })),
              ]}
            />
            <TextField
              type="date"
              label={t('dpr.filters.from')}
              value={search.from ?? ''}
              onChange={(event) => setFilter({ from: event.target.value || undefined })}
            />
            <TextField
              type="date"
              label={t('dpr.filters.to')}
              value={search.to ?? ''}
              onChange={(event) => setFilter({ to: event.target.value || undefined })}
            />
          </div>
        }
      />
    </>
  )
}
