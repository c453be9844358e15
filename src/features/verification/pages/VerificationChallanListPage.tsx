import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { ChallanQueue } from '../components/ChallanQueue'
import { QueueProject } from '../components/QueueProject'

/** /verificationChallanList: delivery challans to verify, or reject with a reason. */
export default function VerificationChallanListPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader
        title={t('verification.challans.title')}
        description={t('verification.challans.description')}
      />
      <QueueProject />
      <ChallanQueue />
    </>
  )
}
