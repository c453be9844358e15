import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icon'

type Tone = 'info' | 'success' | 'warning' | 'danger'

const tones: Record<Tone, { box: string; icon: IconName }> = {
  info: { box: 'border-info/30 bg-info-soft text-info', icon: 'info' },
  success: { box: 'border-success/30 bg-success-soft text-success', icon: 'check' },
  warning: { box: 'border-warning/30 bg-warning-soft text-warning', icon: 'alert' },
  danger: { box: 'border-danger/30 bg-danger-soft text-danger', icon: 'alert' },
}

/** An inline message in the page flow; danger and warning interrupt screen readers, the rest wait. */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: Tone
  title?: string
  children: ReactNode
}) {
  const style = tones[tone]
  return (
    <div
      role={tone === 'danger' || tone === 'warning' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-control border p-3 text-sm ${style.box}`}
    >
      <Icon name={style.icon} className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 text-ink">
        {title ? <p className="font-semibold">{title}</p> : null}
        <div>{children}</div>
      </div>
    </div>
  )
}

export function EmptyState({
  icon = 'folder',
  title,
  children,
  action,
}: {
  icon?: IconName
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-card border border-dashed border-line px-6 py-12 text-center">
      <span className="mb-3 inline-flex size-12 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
        <Icon name={icon} className="size-6" />
      </span>
      <h2 className="text-base font-semibold text-ink">{title}</h2>
      {children ? <div className="mt-1 max-w-md text-sm text-ink-muted">{children}</div> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  )
}
