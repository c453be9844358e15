import type { ApprovalStep } from '@contract/spend/common'
import { useTranslation } from 'react-i18next'
import { useDateTime } from '@/lib/money'

/**
 * Who did what to the document, at which level, when and why: oldest first. `words` is where the
 * document's feature keeps the trail's strings (title, empty, level, system, actions.*).
 */
export function ApprovalTrail({
  steps,
  words = 'purchase.trail',
}: {
  steps: ApprovalStep[]
  words?: string
}) {
  const { t } = useTranslation()
  const at = useDateTime()
  if (steps.length === 0) return <p className="text-sm text-ink-muted">{t(`${words}.empty`)}</p>
  return (
    <ol className="space-y-2" aria-label={t(`${words}.title`)}>
      {steps.map((step, index) => (
        <li
          // Steps have no id of their own; their order is their identity (one person may take the
          // same step twice in a second: a resubmission).
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          className="rounded-control border border-line px-3 py-2 text-sm"
        >
          <p className="text-ink">
            <strong>
              {t([`${words}.actions.${step.action}`, `documentActions.trailActions.${step.action}`])}
            </strong>
            {step.level_no !== null
              ? // Level 0 is the Admins, where a project without levels sends documents.
                ` · ${t(`${words}.level`, { number: step.level_no, context: step.level_no === 0 ? 'admins' : undefined })}`
              : ''}
            {' · '}
            {step.user_name ?? t(`${words}.system`)}
          </p>
          <p className="text-xs text-ink-muted">{at(step.at)}</p>
          {step.reason ? <p className="mt-1 text-ink">“{step.reason}”</p> : null}
        </li>
      ))}
    </ol>
  )
}

/** The trail under its heading, as a document's detail shows it (`id` ties the two). */
export function ApprovalTrailSection({
  id,
  steps,
  words,
}: {
  id: string
  steps: ApprovalStep[]
  words: string
}) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-2 font-semibold text-ink">
        {t(`${words}.title`)}
      </h3>
      <ApprovalTrail steps={steps} words={words} />
    </section>
  )
}
