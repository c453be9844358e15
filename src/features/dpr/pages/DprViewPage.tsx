import type { Dpr } from '@contract/dpr'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { type ReactNode, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ApprovalTrail } from '@/components/ApprovalTrail'
import { buttonClasses } from '@/components/Button'
import { Alert } from '@/components/Feedback'
import { PageHeader } from '@/components/Layout'
import { PlainTable, plainCell, plainRow } from '@/components/PlainTable'
import { Spinner } from '@/components/Spinner'
import { formatAmount, formatDate } from '@/lib/format'
import { dprQuery } from '../api'
import { DcrPanel } from '../components/DcrPanel'
import { DprActions } from '../components/DprActions'
import { DprStatusBadge } from '../components/DprStatusBadge'
import { dayText } from '../components/day'
import { MINOR_UNITS } from '../form-values'
import { dprViewSearch, formatEighths } from '../routing'

/** /dprView?id=: one report read-only in its sections, its trail, its steps and its DCR. */
export default function DprViewPage() {
  const { id } = dprViewSearch(useSearch({ strict: false }) as Record<string, unknown>)
  // The route sends a URL without a report to the list.
  if (!id) return null
  return <Report key={id} id={id} />
}

function Report({ id }: { id: number }) {
  const { t } = useTranslation()
  const report = useQuery(dprQuery(id))
  if (report.isPending) {
    return (
      <>
        <PageHeader title={t('pages.dpr')} />
        <div className="flex items-center gap-2 py-10 text-sm text-ink-muted" role="status">
          <Spinner className="size-4" />
          {t('dpr.loading')}
        </div>
      </>
    )
  }
  if (report.isError) {
    return (
      <>
        <PageHeader title={t('pages.dpr')} />
        <Alert tone="danger" title={t('dpr.loadFailed')}>
          <p>{report.error.message}</p>
          <button
            type="button"
            className="mt-1 font-medium text-link underline"
            onClick={() => void report.refetch()}
          >
            {t('dpr.retry')}
          </button>
        </Alert>
      </>
    )
  }
  return <ReportBody dpr={report.data} />
}

function ReportBody({ dpr }: { dpr: Dpr }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const rate = (units: number) => formatAmount(units, { code: 'INR', minor_units: MINOR_UNITS }, language)
  const none = '—'
  const end = `${plainCell('end')} tabular-nums whitespace-nowrap`
  return (
    <>
      <PageHeader
        title={t('dpr.view.title', { no: dpr.dpr_no })}
        description={`${dpr.project_code} · ${dpr.project_name} · ${formatDate(dpr.shoot_date, language)} · ${dayText(t, dpr.day_no, dpr.total_days)} · ${t(`dpr.units.${dpr.unit}`)}`}
        actions={
          <Link to="/dprList" search={{ project: dpr.project_id }} className={buttonClasses('ghost')}>
            {t('dpr.view.backToList')}
          </Link>
        }
      />
      <div className="space-y-6">
        <section
          aria-labelledby="dpr-status-heading"
          className="rounded-card border border-line bg-surface p-4 sm:p-6"
        >
          <div className="flex flex-wrap items-center gap-3">
            <h2 id="dpr-status-heading" className="text-lg font-semibold text-ink">
              {t('dpr.view.status')}
            </h2>
            <DprStatusBadge status={dpr.status} />
            {dpr.revision_no > 0 ? (
              <span className="text-sm text-ink-muted">
                {t('dpr.view.revision', { number: dpr.revision_no })}
              </span>
            ) : null}
          </div>
          <div className="mt-4 space-y-3">
            {dpr.revises_id ? (
              <p className="text-sm text-ink">
                {t('dpr.view.revises')}{' '}
                <Link
                  to="/dprView"
                  search={{ id: dpr.revises_id }}
                  className="font-medium text-link underline"
                >
                  {t('dpr.view.revisedReport')}
                </Link>
                {dpr.revision_reason ? ` — “${dpr.revision_reason}”` : ''}
              </p>
            ) : null}
            {dpr.status === 'rejected' && dpr.rejection_reason ? (
              <Alert tone="warning" title={t('dpr.view.rejected')}>
                {dpr.rejection_reason}
              </Alert>
            ) : null}
            {dpr.status === 'submitted' && dpr.pending_level ? (
              <p className="text-sm text-ink">
                {t('dpr.view.waiting', {
                  level: dpr.pending_level.level_no,
                  name: dpr.pending_level.name,
                  approvers: dpr.pending_level.approver_names.join(', ') || none,
                })}
              </p>
            ) : null}
            <DprActions dpr={dpr} />
            <h3 className="pt-2 text-sm font-semibold text-ink">{t('dpr.trail.title')}</h3>
            <ApprovalTrail steps={dpr.approvals} words="dpr.trail" />
          </div>
        </section>

        <ViewSection title={t('dpr.sections.day')}>
          <Facts
            items={[
              [t('dpr.fields.project'), `${dpr.project_code} · ${dpr.project_name}`],
              [t('dpr.fields.date'), formatDate(dpr.shoot_date, language)],
              [t('dpr.fields.day'), dayText(t, dpr.day_no, dpr.total_days)],
              [t('dpr.fields.unit'), t(`dpr.units.${dpr.unit}`)],
              [t('dpr.fields.workType'), dpr.work_type_name],
              [t('dpr.fields.location'), dpr.location || none],
              [t('dpr.fields.weather'), dpr.weather || none],
              [t('dpr.fields.createdBy'), dpr.created_by_name ?? none],
            ]}
          />
        </ViewSection>

        <ViewSection title={t('dpr.sections.times')}>
          <Facts
            items={[
              [t('dpr.fields.crewCall'), dpr.crew_call],
              [t('dpr.fields.firstShot'), dpr.first_shot ?? none],
              [t('dpr.fields.mealOut'), dpr.meal_out ?? none],
              [t('dpr.fields.mealIn'), dpr.meal_in ?? none],
              [t('dpr.fields.firstShotAfterMeal'), dpr.first_shot_after_meal ?? none],
              [t('dpr.fields.cameraWrap'), dpr.camera_wrap ?? none],
              [t('dpr.fields.crewWrap'), dpr.crew_wrap],
            ]}
          />
        </ViewSection>

        <ViewSection title={t('dpr.sections.progress')}>
          <Facts
            items={[
              [
                t('dpr.fields.pagesShotOfScheduled'),
                t('dpr.pagesOf', {
                  shot: formatEighths(dpr.shot_eighths),
                  scheduled: formatEighths(dpr.scheduled_eighths),
                }),
              ],
              [t('dpr.fields.pagesToDate'), formatEighths(dpr.to_date_eighths)],
              [t('dpr.fields.setups'), String(dpr.setups)],
              [t('dpr.fields.screenSeconds'), String(dpr.screen_seconds)],
              [t('dpr.fields.cameraCards'), String(dpr.camera_cards)],
              [t('dpr.fields.soundRolls'), String(dpr.sound_rolls)],
            ]}
          />
        </ViewSection>

        <ViewSection title={t('dpr.sections.scenes')}>
          {dpr.scenes.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dpr.form.noScenes')}</p>
          ) : (
            <PlainTable
              caption={t('dpr.sections.scenes')}
              columns={[
                { key: 'scene', header: t('dpr.fields.scene') },
                { key: 'result', header: t('dpr.fields.result') },
                { key: 'pages', header: t('dpr.fields.pagesShort'), align: 'end' },
                { key: 'reason', header: t('dpr.fields.sceneReasonShort') },
              ]}
            >
              {dpr.scenes.map((scene, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                <tr key={`${scene.scene}-${index}`} className={plainRow}>
                  <td className={plainCell()}>{scene.scene}</td>
                  <td className={plainCell()}>{t(`dpr.results.${scene.result}`)}</td>
                  <td className={end}>{formatEighths(scene.eighths)}</td>
                  <td className={plainCell()}>{scene.reason || none}</td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ViewSection>

        <ViewSection title={t('dpr.sections.cast')}>
          {dpr.cast.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dpr.form.noCast')}</p>
          ) : (
            <PlainTable
              caption={t('dpr.sections.cast')}
              columns={[
                { key: 'name', header: t('dpr.fields.artiste') },
                { key: 'character', header: t('dpr.fields.character') },
                { key: 'status', header: t('dpr.fields.castStatus') },
                { key: 'call', header: t('dpr.fields.call') },
                { key: 'wrap', header: t('dpr.fields.wrap') },
              ]}
            >
              {dpr.cast.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                <tr key={`${row.name}-${index}`} className={plainRow}>
                  <td className={plainCell()}>{row.name}</td>
                  <td className={plainCell()}>{row.character || none}</td>
                  <td className={plainCell()}>{t(`dpr.castStatus.${row.status}`)}</td>
                  <td className={plainCell()}>{row.call ?? none}</td>
                  <td className={plainCell()}>{row.wrap ?? none}</td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ViewSection>

        <ViewSection title={t('dpr.sections.crew')}>
          {dpr.crew.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dpr.form.noCrew')}</p>
          ) : (
            <PlainTable
              caption={t('dpr.sections.crew')}
              columns={[
                { key: 'department', header: t('dpr.fields.department') },
                { key: 'heads', header: t('dpr.fields.heads'), align: 'end' },
                { key: 'rate', header: t('dpr.fields.dayRate'), align: 'end' },
                { key: 'call', header: t('dpr.fields.call') },
                { key: 'wrap', header: t('dpr.fields.wrap') },
              ]}
            >
              {dpr.crew.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                <tr key={`${row.department_id}-${index}`} className={plainRow}>
                  <td className={plainCell()}>
                    {dpr.department_names[String(row.department_id)] ?? `#${row.department_id}`}
                  </td>
                  <td className={end}>{row.head_count}</td>
                  <td className={end}>{rate(row.day_rate)}</td>
                  <td className={plainCell()}>{row.call}</td>
                  <td className={plainCell()}>{row.wrap}</td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ViewSection>

        <ViewSection title={t('dpr.sections.juniors')}>
          {dpr.juniors.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dpr.form.noJuniors')}</p>
          ) : (
            <PlainTable
              caption={t('dpr.sections.juniors')}
              columns={[
                { key: 'category', header: t('dpr.fields.category') },
                { key: 'heads', header: t('dpr.fields.heads'), align: 'end' },
                { key: 'rate', header: t('dpr.fields.dayRate'), align: 'end' },
                { key: 'call', header: t('dpr.fields.call') },
                { key: 'wrap', header: t('dpr.fields.wrap') },
              ]}
            >
              {dpr.juniors.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                <tr key={`${row.category}-${index}`} className={plainRow}>
                  <td className={plainCell()}>{row.category}</td>
                  <td className={end}>{row.head_count}</td>
                  <td className={end}>{rate(row.day_rate)}</td>
                  <td className={plainCell()}>{row.call}</td>
                  <td className={plainCell()}>{row.wrap}</td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ViewSection>

        <ViewSection title={t('dpr.sections.extras')}>
          {dpr.extras.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dpr.form.noExtras')}</p>
          ) : (
            <PlainTable
              caption={t('dpr.sections.extras')}
              columns={[
                { key: 'kind', header: t('dpr.fields.extraKind') },
                { key: 'description', header: t('dpr.fields.description') },
                { key: 'quantity', header: t('dpr.fields.quantity'), align: 'end' },
                { key: 'rate', header: t('dpr.fields.rate'), align: 'end' },
              ]}
            >
              {dpr.extras.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                <tr key={`${row.description}-${index}`} className={plainRow}>
                  <td className={plainCell()}>{t(`dpr.extraKinds.${row.kind}`)}</td>
                  <td className={plainCell()}>{row.description}</td>
                  <td className={end}>{row.quantity}</td>
                  <td className={end}>{rate(row.rate)}</td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ViewSection>

        <ViewSection title={t('dpr.sections.delays')}>
          {dpr.delays.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('dpr.form.noDelays')}</p>
          ) : (
            <PlainTable
              caption={t('dpr.sections.delays')}
              columns={[
                { key: 'kind', header: t('dpr.fields.delayKind') },
                { key: 'minutes', header: t('dpr.fields.minutes'), align: 'end' },
                { key: 'note', header: t('dpr.fields.note') },
              ]}
            >
              {dpr.delays.map((row, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows are read in their order and never move
                <tr key={`${row.kind}-${index}`} className={plainRow}>
                  <td className={plainCell()}>{t(`dpr.delayKinds.${row.kind}`)}</td>
                  <td className={end}>{row.minutes}</td>
                  <td className={plainCell()}>{row.note || none}</td>
                </tr>
              ))}
            </PlainTable>
          )}
        </ViewSection>

        {dpr.notes ? (
          <ViewSection title={t('dpr.sections.notes')}>
            <p className="whitespace-pre-line text-sm text-ink">{dpr.notes}</p>
          </ViewSection>
        ) : null}

        <DcrPanel dprId={dpr.dpr_id} />
      </div>
    </>
  )
}

function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-card border border-line bg-surface p-4 sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Facts({ items }: { items: [string, string][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt className="text-xs text-ink-muted">{label}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
