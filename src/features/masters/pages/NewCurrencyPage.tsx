import { Link, useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { buttonClasses } from '@/components/Button'
import { Card, PageHeader } from '@/components/Layout'
import { MasterForm } from '../components/MasterForm'

/** /currencyForm: a new currency; once saved, its page opens to add its exchange rates. */
export default function NewCurrencyPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  return (
    <>
      <PageHeader
        title={t('pages.currencyForm')}
        description={t('masters.currency.newDescription')}
        actions={
          <Link to="/master/Currency" className={buttonClasses('secondary')}>
            {t('masters.currency.back')}
          </Link>
        }
      />
      <Card className="max-w-3xl">
        <MasterForm
          masterKey="currency"
          onDone={(saved) =>
            void navigate({ to: '/EditCurrency', search: { id: Number(saved.currency_id) } })
          }
          onCancel={() => void navigate({ to: '/master/Currency' })}
        />
      </Card>
    </>
  )
}
