import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { ChallanQueue } from '../components/ChallanQueue'
import { PoQueue } from '../components/PoQueue'
import { QueueProject } from '../components/QueueProject'

/** /verificationPage: both queues on one page. */
export default function VerificationPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('verification.page.title')} description={t('verification.page.description')} />
      <QueueProject />
      <div className="space-y-8">
        <section aria-labelledby="queue-pos" className="space-y-3">
          <h2 id="queue-pos" className="text-lg font-semibold text-ink">
            {t('verification.pos.title')}
          </h2>
          <PoQueue compact />
        </section>
        <section aria-labelledby="queue-challans" className="space-y-3">
          <h2 id="queue-challans" className="text-lg font-semibold text-ink">
            {t('verification.challans.title')}
          </h2>
          <ChallanQueue compact />
        </section>
      </div>
    </>
  )
}
