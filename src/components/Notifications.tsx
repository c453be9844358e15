import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { type Notification, useNotifications } from '@/lib/notifications'
import { Icon, type IconName } from './Icon'

const styles: Record<Notification['variant'], { bar: string; icon: IconName }> = {
  info: { bar: 'border-l-info', icon: 'info' },
  success: { bar: 'border-l-success', icon: 'check' },
  warning: { bar: 'border-l-warning', icon: 'alert' },
  danger: { bar: 'border-l-danger', icon: 'alert' },
}

function Toast({ item }: { item: Notification }) {
  const { t } = useTranslation()
  const dismiss = useNotifications((state) => state.dismiss)
  useEffect(() => {
    const timer = setTimeout(() => dismiss(item.id), item.durationMs)
    return () => clearTimeout(timer)
  }, [dismiss, item.id, item.durationMs])
  const style = styles[item.variant]
  const urgent = item.variant === 'danger' || item.variant === 'warning'
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      data-variant={item.variant}
      data-duration={item.durationMs}
      className={`pointer-events-auto flex w-full max-w-sm gap-3 rounded-control border border-l-4 border-line bg-surface-raised p-4 shadow-pop ${style.bar}`}
    >
      <Icon
        name={style.icon}
        className={`mt-0.5 size-5 shrink-0 ${urgent ? (item.variant === 'danger' ? 'text-danger' : 'text-warning') : 'text-info'}`}
      />
      <div className="min-w-0 flex-1 text-sm">
        {item.title ? <p className="font-semibold text-ink">{item.title}</p> : null}
        <p className="text-ink">{item.message}</p>
      </div>
      <button
        type="button"
        onClick={() => dismiss(item.id)}
        aria-label={t('common.dismiss')}
        className="-m-1 inline-flex size-7 shrink-0 items-center justify-center rounded text-ink-muted hover:bg-surface-muted hover:text-ink"
      >
        <Icon name="close" className="size-4" />
      </button>
    </div>
  )
}

/** Where every notification of the app appears (top right, newest last). */
export function Notifications() {
  const items = useNotifications((state) => state.items)
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4 sm:items-end"
    >
      {items.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  )
}
