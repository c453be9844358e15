import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Wordmark } from './Brand'
import { LanguageSelect } from './LanguageSelect'

/** The frame of every public page: brand, language choice, one centred card. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return (
    <div className="flex min-h-full flex-col bg-canvas">
      <header className="flex items-center justify-between px-6 py-4">
        <Link to="/login" aria-label={t('public.homeLink')}>
          <Wordmark />
        </Link>
        <LanguageSelect />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        {children}
      </main>
      <footer className="px-6 py-4 text-center text-xs text-ink-muted">{t('public.footer')}</footer>
    </div>
  )
}

/** The card that holds a public page's content. */
export function PublicCard({
  title,
  description,
  children,
  wide = false,
}: {
  title: string
  description?: ReactNode
  children?: ReactNode
  wide?: boolean
}) {
  return (
    <div
      className={`w-full ${wide ? 'max-w-2xl' : 'max-w-md'} rounded-card border border-line bg-surface p-8 shadow-card`}
    >
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{title}</h1>
      {description ? <div className="mt-2 text-sm text-ink-muted">{description}</div> : null}
      {children ? <div className="mt-6">{children}</div> : null}
    </div>
  )
}
