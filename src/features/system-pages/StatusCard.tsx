import type { ReactNode } from 'react'
import { Icon, type IconName } from '@/components/Icon'

/** The shared look of the status pages (404, 500, not authorised, maintenance…). */
export function StatusCard({
  icon,
  code,
  title,
  children,
  actions,
}: {
  icon: IconName
  code?: string
  title: string
  children: ReactNode
  actions?: ReactNode
}) {
  return (
    <div className="w-full max-w-lg rounded-card border border-line bg-surface p-10 text-center shadow-card">
      <span className="mx-auto mb-4 inline-flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-600 dark:bg-surface-muted dark:text-link">
        <Icon name={icon} className="size-7" />
      </span>
      {code ? <p className="text-sm font-semibold tracking-widest text-spinner">{code}</p> : null}
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      <div className="mt-3 text-sm text-ink-muted">{children}</div>
      {actions ? <div className="mt-6 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </div>
  )
}
