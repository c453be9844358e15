import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useSearch } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { Button, buttonClasses } from '@/components/Button'
import { EmptyState } from '@/components/Feedback'
import { Card, PageHeader } from '@/components/Layout'
import { PageSpinner } from '@/components/Spinner'
import { ApiError } from '@/lib/api-error'
import { masterRecordQuery } from '../api'
import { CurrencyRates } from '../components/CurrencyRates'
import { MasterForm } from '../components/MasterForm'

/** /EditCurrency?id=: a currency's details and its exchange rates to the base currency. */
export default function EditCurrencyPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { id } = useSearch({ strict: false }) as { id?: number }
  const currency = useQuery({ ...masterRecordQuery('currency', id ?? 0), enabled: id !== undefined })
  const back = (
    <Link to="/master/Currency" className={buttonClasses('secondary')}>
      {t('masters.currency.back')}
    </Link>
  )

  if (id === undefined || (currency.error instanceof ApiError && currency.error.status === 404)) {
    return (
      <>
        <PageHeader title={t('pages.editCurrency')} />
        <EmptyState icon="coins" title={t('masters.common.notFound')} action={back} />
      </>
    )
  }
  if (currency.isError) {
    return (
      <>
        <PageHeader title={t('pages.editCurrency')} actions={back} />
        <EmptyState icon="alert" title={t('errors.serverError')}>
          <Button variant="secondary" onClick={() => void currency.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      </>
    )
  }
  if (!currency.data) return <PageSpinner />

  const record = currency.data
  return (
    <>
      <PageHeader
        title={t('masters.common.editTitle', { name: record.label })}
        description={t('masters.currency.description')}
        actions={back}
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <Card>
          <MasterForm
            key={String(record.updated_at)}
            masterKey="currency"
            record={record}
            onDone={() => undefined}
            onCancel={() => void navigate({ to: '/master/Currency' })}
          />
        </Card>
        <CurrencyRates currency={record} />
      </div>
    </>
  )
}
