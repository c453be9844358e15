import type { Project } from '@contract/projects'
import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { type DataColumn, DataTable, ListTabsAndSearch, listQueryProps } from '@/components/data-table'
import { Icon } from '@/components/Icon'
import { PageHeader } from '@/components/Layout'
import { formatDate } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { fetchAllProjects, filterFromSearch, type ProjectTab, projectsListQuery } from '../api'
import { StatusBadge, StatusFilter } from '../components/StatusBadge'
import { useMayOpen } from '../hooks'
import { type ProjectListSearch, projectListSearch } from '../routing'

/** A project's dates as one range; an open end shows as an ellipsis. */
function dateRange(project: Project, language: string) {
  const start = project.start_date ? formatDate(project.start_date, language) : null
  const end = project.end_date ? formatDate(project.end_date, language) : null
  if (!start && !end) return '—'
  return `${start ?? '…'} – ${end ?? '…'}`
}

/** The project list of /apps/projects and /projects: the same page under both of the spec's paths. */
export default function ProjectsPage() {
  const { t, i18n } = useTranslation()
  // Both list routes validate their search alike; read it through the same function.
  const search = projectListSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const filter = filterFromSearch(search)
  const list = useQuery(projectsListQuery(filter))
  const canAdd = useCan('project', 'POST')
  const mayOpenBudget = useMayOpen('/budgetView')

  const setSearch = (patch: Partial<ProjectListSearch>) =>
    void navigate({
      to: '.',
      search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
      replace: true,
    })

  const columns = useMemo<DataColumn<Project>[]>(
    () => [
      {
        id: 'name',
        header: t('projects.fields.name'),
        sortable: true,
        canHide: false,
        cell: (project) => (
          <div>
            <Link
              to="/editProjectView/$projectID"
              params={{ projectID: String(project.project_id) }}
              className="font-medium text-link hover:underline"
            >
              {project.name}
            </Link>
            {project.project_type_name ? (
              <p className="text-xs text-ink-muted">{project.project_type_name}</p>
            ) : null}
          </div>
        ),
        exportValue: (project) => project.name,
      },
      {
        id: 'code',
        header: t('projects.fields.code'),
        sortable: true,
        cell: (project) => <span className="whitespace-nowrap font-mono text-xs">{project.code}</span>,
        exportValue: (project) => project.code,
      },
      {
        id: 'status',
        header: t('projects.fields.status'),
        sortable: true,
        cell: (project) => <StatusBadge status={project.status} />,
        exportValue: (project) => t(`projects.status.${project.status}`),
      },
      {
        id: 'project_type',
        header: t('projects.fields.projectType'),
        hiddenByDefault: true,
        cell: (project) => project.project_type_name ?? '—',
        exportValue: (project) => project.project_type_name,
      },
      {
        id: 'start_date',
        header: t('projects.fields.dates'),
        sortable: true,
        cell: (project) => <span className="whitespace-nowrap">{dateRange(project, i18n.language)}</span>,
        exportValue: (project) => project.start_date,
        exportType: 'date',
      },
      {
        id: 'end_date',
        header: t('projects.fields.endDate'),
        hiddenByDefault: true,
        cell: (project) => (project.end_date ? formatDate(project.end_date, i18n.language) : '—'),
        exportValue: (project) => project.end_date,
        exportType: 'date',
      },
      {
        id: 'cities',
        header: t('projects.fields.cities'),
        cell: (project) => project.city_names.join(', ') || '—',
        exportValue: (project) => project.city_names.join(', '),
      },
      {
        id: 'company',
        header: t('projects.fields.company'),
        hiddenByDefault: true,
        cell: (project) => project.company_name ?? '—',
        exportValue: (project) => project.company_name,
      },
      {
        id: 'currency',
        header: t('projects.fields.currency'),
        cell: (project) => project.currency_code,
        exportValue: (project) => project.currency_code,
      },
      {
        id: 'team',
        header: t('projects.fields.team'),
        align: 'end',
        cell: (project) => (
          <span className="whitespace-nowrap">{t('projects.teamSize', { count: project.member_count })}</span>
        ),
        exportValue: (project) => project.member_count,
        exportType: 'integer',
      },
    ],
    [t, i18n.language],
  )

  const actions = (project: Project) => (
    <div className="flex justify-end">
      <Link
        to="/budgetView"
        search={{ project: project.project_id }}
        aria-label={t('projects.openBudgetNamed', { name: project.name })}
        className={buttonClasses('ghost', 'sm')}
      >
        <Icon name="coins" className="size-4" />
        {t('projects.openBudget')}
      </Link>
    </div>
  )

  const newProject = canAdd ? (
    <Link to="/editProject" className={buttonClasses('primary')}>
      <Icon name="plus" className="size-4" />
      {t('projects.new')}
    </Link>
  ) : null
  const fresh = filter.tab === 'active' && !filter.search && !filter.status

  return (
    <>
      <PageHeader title={t('projects.title')} description={t('projects.description')} actions={newProject} />
      <DataTable
        tableId="projects"
        caption={t('projects.title')}
        columns={columns}
        {...listQueryProps(list)}
        rowKey={(project) => project.project_id}
        sort={filter.sort}
        onSortChange={(sort) => setSearch({ sort, page: undefined })}
        onPageChange={(page) => setSearch({ page })}
        actions={mayOpenBudget && filter.tab === 'active' ? actions : undefined}
        loadAllRows={() => fetchAllProjects(filter)}
        exportName="projects"
        empty={{
          title: filter.search
            ? t('projects.emptySearch', { search: filter.search })
            : filter.status
              ? t('projects.emptyStatus', { status: t(`projects.status.${filter.status}`) })
              : t(`projects.empty.${filter.tab}`),
          body: fresh ? (canAdd ? t('projects.emptyBody') : t('projects.emptyBodyMember')) : undefined,
          action: fresh ? newProject : undefined,
        }}
        toolbar={
          <>
            <ListTabsAndSearch<ProjectTab>
              tabsLabel={t('projects.show')}
              tabs={[
                { value: 'active', label: t('projects.tabs.active') },
                { value: 'archived', label: t('projects.tabs.archived') },
              ]}
              tab={filter.tab}
              searchLabel={t('projects.search')}
              search={filter.search}
              onChange={setSearch}
            />
            <StatusFilter
              value={filter.status}
              onChange={(status) => setSearch({ status, page: undefined })}
            />
          </>
        }
      />
    </>
  )
}
