import { useTranslation } from 'react-i18next'

/** The loading spinner (spec colour #e0007c). */
export function Spinner({ className = 'size-6', label }: { className?: string; label?: string }) {
  const { t } = useTranslation()
  return (
    <span role="status" className="inline-flex items-center">
      <svg viewBox="0 0 24 24" className={`animate-spin text-spinner ${className}`} aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M21 12a9 9 0 0 0-9-9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  )
}

export function PageSpinner() {
  return (
    <div className="flex min-h-[40vh] w-full items-center justify-center" data-testid="page-spinner">
      <Spinner className="size-10" />
    </div>
  )
}
