import { TEAM_STEPS, type TeamMember, type TeamStatus } from '@contract/team'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useSearch } from '@tanstack/react-router'
import type { TFunction } from 'i18next'
import { useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { type DataColumn, DataTable, PageNav, SearchField } from '@/components/data-table'
import { Alert } from '@/components/Feedback'
import { SelectField } from '@/components/Field'
import { PageHeader } from '@/components/Layout'
import { ProjectPicker } from '@/components/ProjectPicker'
import { QueryState } from '@/components/QueryState'
import { Badge } from '@/components/Segmented'
import { formatAmount } from '@/lib/format'
import { useCan } from '@/lib/permissions'
import { stepMember, teamKeys, teamQuery } from '../api'
import { ClearancePanel } from '../components/ClearancePanel'
import { MemberDialog } from '../components/MemberDialog'
import { TEAM_STATUS_CHOICES, type TeamSearch, teamSearch } from '../routing'

type Dialog =
  | { kind: 'none' }
  | { kind: 'member'; member?: TeamMember }
  | { kind: 'clearance'; member: TeamMember }

function memberColumns(t: TFunction, language: string): DataColumn<TeamMember>[] {
  return [
    {
      id: 'name',
      header: t('team.fields.name'),
      canHide: false,
      cell: (row) => <span className="font-medium">{row.name}</span>,
      exportValue: (row) => row.name,
    },
    {
      id: 'designation',
      header: t('team.fields.designation_id'),
      cell: (row) => row.designation_name ?? '—',
      exportValue: (row) => row.designation_name,
    },
    {
      id: 'engagement',
      header: t('team.fields.engagement'),
      cell: (row) => t(`team.engagement.${row.engagement}`),
      exportValue: (row) => row.engagement,
    },
    {
      id: 'rate',
      header: t('team.fields.rate'),
      align: 'end',
      cell: (row) =>
        row.rate === null
          ? '—'
          : `${formatAmount(row.rate, { code: row.currency_code, minor_units: row.minor_units }, language)}${
              row.rate_basis ? ` / ${t(`team.rateBasis.${row.rate_basis}`)}` : ''
            }`,
    },
    {
      id: 'tds',
      header: t('team.fields.tds_rate'),
      cell: (row) => (row.tds_rate === null ? '—' : `${row.tds_name ?? ''} ${row.tds_rate} %`),
      exportValue: (row) => row.tds_rate,
    },
    {
      id: 'float',
      header: t('team.fields.float_limit'),
      align: 'end',
      cell: (row) =>
        row.float_limit === null
          ? '—'
          : formatAmount(
              row.float_limit,
              { code: row.currency_code, minor_units: row.minor_units },
              language,
            ),
    },
    {
      id: 'levels',
      header: t('team.fields.approval_levels'),
      cell: (row) =>
        row.approval_levels.map((level) => `${level.document_type} L${level.level_no}`).join(', ') || '—',
    },
    {
      id: 'status',
      header: t('team.fields.status'),
      cell: (row) => <Badge>{t(`team.status.${row.status}`)}</Badge>,
      exportValue: (row) => row.status,
    },
  ]
}

/** Members of one page grouped by department, in the server's order (department, seniority, name). */
function byDepartment(members: TeamMember[]) {
  const groups = new Map<string, TeamMember[]>()
  for (const member of members) {
    const key = member.department_name ?? ''
    groups.set(key, [...(groups.get(key) ?? []), member])
  }
  return [...groups.entries()]
}

/** /apps/team: a project's people by department and seniority, their status and wrap clearance. */
export default function TeamPage() {
  const { t, i18n } = useTranslation()
  const search = teamSearch(useSearch({ strict: false }) as Record<string, unknown>)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const mayChange = useCan('project', 'PUT')
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })
  const setSearch = useCallback(
    (patch: Partial<TeamSearch>) =>
      void navigate({
        to: '.',
        search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }),
        replace: true,
      }),
    [navigate],
  )
  const team = useQuery({
    ...teamQuery({
      project: search.project ?? 0,
      page: search.page ?? 1,
      search: search.search,
      status: search.status,
    }),
    enabled: search.project !== undefined,
  })
  const step = useMutation({
    mutationFn: ({ member, status }: { member: TeamMember; status: TeamStatus }) =>
      stepMember(member.member_id, { status: status as 'active', row_version: member.row_version }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  })
  const columns = useMemo(() => memberColumns(t, i18n.language), [t, i18n.language])
  const addButton =
    mayChange && search.project ? (
      <Button icon="plus" onClick={() => setDialog({ kind: 'member' })}>
        {t('team.add')}
      </Button>
    ) : null

  const actions = (member: TeamMember) => (
    <div className="flex flex-wrap justify-end gap-1">
      {mayChange
        ? TEAM_STEPS[member.status]
            .filter((next) => next !== 'cleared')
            .map((next) => (
              <Button
                key={next}
                size="sm"
                variant="secondary"
                loading={step.isPending && step.variables?.member.member_id === member.member_id}
                onClick={() => step.mutate({ member, status: next })}
                aria-label={t('team.stepNamed', { name: member.name, step: t(`team.step.${next}`) })}
              >
                {t(`team.step.${next}`)}
              </Button>
            ))
        : null}
      {member.status === 'wrapped' || member.status === 'cleared' ? (
        <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'clearance', member })}>
          {t('team.clearance.open')}
        </Button>
      ) : null}
      {mayChange ? (
        <Button size="sm" variant="secondary" onClick={() => setDialog({ kind: 'member', member })}>
          {t('team.edit')}
        </Button>
      ) : null}
    </div>
  )

  return (
    <>
      <PageHeader title={t('team.title')} description={t('team.description')} actions={addButton} />
      <div className="mb-4 grid w-full gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ProjectPicker
          label={t('team.fields.project')}
          value={search.project ?? null}
          onChange={(project) => setSearch({ project: project ?? undefined, page: undefined })}
        />
        <SelectField
          label={t('team.fields.status')}
          value={search.status ?? ''}
          onChange={(event) =>
            setSearch({
              status: (event.target.value || undefined) as TeamSearch['status'],
              page: undefined,
            })
          }
          options={[
            { value: '', label: t('team.anyStatus') },
            ...TEAM_STATUS_CHOICES.map((status) => ({ value: status, label: t(`team.status.${status}`) })),
          ]}
        />
        <div className="flex items-end sm:col-span-2">
          <SearchField
            label={t('team.search')}
            value={search.search ?? ''}
            onChange={(text) => setSearch({ search: text || undefined, page: undefined })}
          />
        </div>
      </div>
      {step.isError ? <Alert tone="danger">{step.error.message}</Alert> : null}
      {search.project === undefined ? (
        <Alert tone="info">{t('team.chooseProject')}</Alert>
      ) : (
        <QueryState query={team} loading={t('team.loading')} failed={t('team.loadFailed')}>
          {(answer) =>
            answer.data.length === 0 ? (
              <Alert tone="info" title={t('team.empty')}>
                {addButton}
              </Alert>
            ) : (
              <div className="space-y-6">
                {byDepartment(answer.data).map(([department, members]) => (
                  <DataTable
                    key={department}
                    tableId="team-members"
                    caption={department || t('team.noDepartment')}
                    columns={columns}
                    rows={members}
                    status="success"
                    onRetry={() => void team.refetch()}
                    onPageChange={() => undefined}
                    rowKey={(row) => row.member_id}
                    empty={{ title: t('team.empty') }}
                    actions={actions}
                  />
                ))}
                {answer.pagination.last_page > 1 ? (
                  <PageNav pagination={answer.pagination} onPageChange={(page) => setSearch({ page })} />
                ) : null}
              </div>
            )
          }
        </QueryState>
      )}
      {dialog.kind === 'member' && search.project ? (
        <MemberDialog
          projectId={search.project}
          member={dialog.member}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
      {dialog.kind === 'clearance' ? (
        <ClearancePanel
          member={dialog.member}
          mayChange={mayChange}
          onClose={() => setDialog({ kind: 'none' })}
        />
      ) : null}
    </>
  )
}
