import { useQuery } from '@tanstack/react-query'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { contractListsSummaryQuery } from '../api'
import { type HubGroup, MasterHub } from '../components/MasterHub'

const groups = (t: TFunction): HubGroup[] => [
  {
    titleKey: 'masters.contractHome.groups.deals',
    masters: ['agreement', 'contractstatus', 'remindertype'],
    extra: [
      {
        to: '/contract/userAndLevelView',
        icon: 'shield',
        title: t('pages.contractUsersLevels'),
        detail: t('masters.contractHome.levelsDetail'),
      },
    ],
  },
  {
    titleKey: 'masters.contractHome.groups.titles',
    masters: ['contractproject', 'showtype', 'language', 'platform'],
  },
  { titleKey: 'masters.contractHome.groups.grouping', masters: ['contractcategory', 'contractsubcategory'] },
  // The product's own registers: one list of companies, vendors and project types, not a copy.
  {
    titleKey: 'masters.contractHome.groups.shared',
    masters: ['company', 'vendor', 'projecttype'],
    paths: {
      company: '/contract/companyView',
      vendor: '/contract/vendorView',
      projecttype: '/contract/projectType',
    },
    extra: [
      {
        to: '/contract/usersView',
        icon: 'users',
        title: t('pages.contractUsers'),
        detail: t('masters.contractHome.usersDetail'),
      },
    ],
  },
]

/** /contractAllFormView: the lists contracts are classified and reminded by, with their counts. */
export default function ContractListsPage() {
  const { t } = useTranslation()
  const summary = useQuery(contractListsSummaryQuery())
  return (
    <MasterHub
      title={t('pages.contractForms')}
      description={t('masters.contractHome.description')}
      groups={groups(t)}
      summary={summary}
    />
  )
}
