import { useTranslation } from 'react-i18next'
import { LevelsPage } from './AddLevelPage'

/** /contract/userAndLevelView: who approves a project's contracts, level by level. */
export default function ContractLevelsPage() {
  const { t } = useTranslation()
  return <LevelsPage defaultType="contract" title={t('pages.contractUsersLevels')} />
}
