import type { Dpr } from '@contract/dpr'
import { useQuery } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { PageHeader } from '@/components/Layout'
import { currencySymbol, formatDate } from '@/lib/format'
import { useMoney } from '@/lib/money'
import { dprQuery } from '../api'
import { DcrPanel } from '../components/DcrPanel'
import { dayText } from '../components/day'
import { LoadError, Loading } from '../components/LoadState'
import { ReportStatus } from '../components/ReportStatus'
import { RowsSection } from '../components/RowsSection'
import { ViewSection } from '../components/ViewSection'
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
        <Loading label={t('dpr.loading')} />
      </>
    )
  }
  if (report.isError) {
    return (
      <>
        <PageHeader title={t('pages.dpr')} />
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      </>
    )
  }
  return <ReportBody dpr={report.data} />
}

function ReportBody({ dpr }: { dpr: Dpr }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const rate = useMoney({ code: dpr.currency_code, minor_units: dpr.minor_units })
  const currency = currencySymbol(dpr.currency_code, language)
  const none = '—'
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
        <ReportStatus dpr={dpr} />

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

        <RowsSection
          title={t('dpr.sections.scenes')}
          emptyText={t('dpr.form.noScenes')}
          rows={dpr.scenes}
          rowKey={(scene) => scene.scene}
          columns={[
            { key: 'scene', header: t('dpr.fields.scene'), cell: (scene) => scene.scene },
            {
              key: 'result',
              header: t('dpr.fields.result'),
              cell: (scene) => t(`dpr.results.${scene.result}`),
            },
            {
              key: 'pages',
              header: t('dpr.fields.pagesShort'),
              align: 'end',
              cell: (scene) => formatEighths(scene.eighths),
            },
            {
              key: 'reason',
              header: t('dpr.fields.sceneReasonShort'),
              cell: (scene) => scene.reason || none,
            },
          ]}
        />

        <RowsSection
          title={t('dpr.sections.cast')}
          emptyText={t('dpr.form.noCast')}
          rows={dpr.cast}
          rowKey={(row) => row.name}
          columns={[
            { key: 'name', header: t('dpr.fields.artiste'), cell: (row) => row.name },
            { key: 'character', header: t('dpr.fields.character'), cell: (row) => row.character || none },
            {
              key: 'status',
              header: t('dpr.fields.castStatus'),
              cell: (row) => t(`dpr.castStatus.${row.status}`),
            },
            { key: 'call', header: t('dpr.fields.call'), cell: (row) => row.call ?? none },
            {
              key: 'meal',
              header: t('dpr.fields.castMeal'),
              cell: (row) => (row.meal_out ? `${row.meal_out}–${row.meal_in ?? ''}` : none),
            },
            { key: 'wrap', header: t('dpr.fields.wrap'), cell: (row) => row.wrap ?? none },
          ]}
        />

        <RowsSection
          title={t('dpr.sections.crew')}
          emptyText={t('dpr.form.noCrew')}
          rows={dpr.crew}
          rowKey={(row) => row.department_id}
          columns={[
            {
              key: 'department',
              header: t('dpr.fields.department'),
              cell: (row) => dpr.department_names[String(row.department_id)] ?? `#${row.department_id}`,
            },
            { key: 'heads', header: t('dpr.fields.heads'), align: 'end', cell: (row) => row.head_count },
            {
              key: 'rate',
              header: t('dpr.fields.dayRate', { currency }),
              align: 'end',
              cell: (row) => rate(row.day_rate),
            },
            { key: 'call', header: t('dpr.fields.call'), cell: (row) => row.call },
            { key: 'wrap', header: t('dpr.fields.wrap'), cell: (row) => row.wrap },
          ]}
        />

        <RowsSection
          title={t('dpr.sections.juniors')}
          emptyText={t('dpr.form.noJuniors')}
          rows={dpr.juniors}
          rowKey={(row) => row.category}
          columns={[
            { key: 'category', header: t('dpr.fields.category'), cell: (row) => row.category },
            { key: 'heads', header: t('dpr.fields.heads'), align: 'end', cell: (row) => row.head_count },
            {
              key: 'rate',
              header: t('dpr.fields.dayRate', { currency }),
              align: 'end',
              cell: (row) => rate(row.day_rate),
            },
            { key: 'call', header: t('dpr.fields.call'), cell: (row) => row.call },
            { key: 'wrap', header: t('dpr.fields.wrap'), cell: (row) => row.wrap },
          ]}
        />

        <RowsSection
          title={t('dpr.sections.extras')}
          emptyText={t('dpr.form.noExtras')}
          rows={dpr.extras}
          rowKey={(row) => row.description}
          columns={[
            {
              key: 'kind',
              header: t('dpr.fields.extraKind'),
              cell: (row) => t(`dpr.extraKinds.${row.kind}`),
            },
            { key: 'description', header: t('dpr.fields.description'), cell: (row) => row.description },
            { key: 'quantity', header: t('dpr.fields.quantity'), align: 'end', cell: (row) => row.quantity },
            {
              key: 'rate',
              header: t('dpr.fields.rate', { currency }),
              align: 'end',
              cell: (row) => rate(row.rate),
            },
          ]}
        />

        <RowsSection
          title={t('dpr.sections.delays')}
          emptyText={t('dpr.form.noDelays')}
          rows={dpr.delays}
          rowKey={(row) => row.kind}
          columns={[
            {
              key: 'kind',
              header: t('dpr.fields.delayKind'),
              cell: (row) => t(`dpr.delayKinds.${row.kind}`),
            },
            { key: 'minutes', header: t('dpr.fields.minutes'), align: 'end', cell: (row) => row.minutes },
            { key: 'note', header: t('dpr.fields.note'), cell: (row) => row.note || none },
          ]}
        />

        <ViewSection title={t('dpr.sections.mealsIncidents')}>
          <Facts items={[[t('dpr.fields.mealsServed'), dpr.meals_served.toLocaleString(i18n.language)]]} />
          <p className="mt-3 whitespace-pre-line text-sm text-ink">{dpr.incidents || t('dpr.noIncidents')}</p>
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
