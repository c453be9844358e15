import { useTranslation } from 'react-i18next'
import { PageHeader } from '@/components/Layout'
import { RolesWorkspace } from '../components/RolesWorkspace'

export default function UserRolesPage() {
  const { t } = useTranslation()
  return (
    <>
      <PageHeader title={t('pages.userRoles')} description={t('roleEditor.description')} />
      <RolesWorkspace />
    </>
  )
}
