import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { PoQueue } from '../components/PoQueue'
import { QueueProject } from '../components/QueueProject'

/** /verificationPoList: POs waiting on the signed-in user → open → approve or reject. */
export default function VerificationPoListPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('verification.pos.title')} description={t('verification.pos.description')} />
      <QueueProject />
      <PoQueue />
    </>
  )
}
