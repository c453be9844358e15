import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { masterSummaryQuery } from '../api'
import { type HubGroup, MasterHub } from '../components/MasterHub'

/** /master: every settings list the user may open, in groups an accountant thinks in. */
export default function SettingsHomePage() {
  const { t } = useTranslation()
  const summary = useQuery(masterSummaryQuery())
  const groups: HubGroup[] = [
    { titleKey: 'masters.home.groups.organisation', masters: ['company', 'department', 'designation'] },
    { titleKey: 'masters.home.groups.money', masters: ['currency', 'gst', 'tds', 'paymentmode'] },
    { titleKey: 'masters.home.groups.budget', masters: ['category', 'subcategory'] },
    { titleKey: 'masters.home.groups.places', masters: ['country', 'city', 'shootlocation'] },
    {
      titleKey: 'masters.home.groups.production',
      masters: ['projecttype', 'employment', 'worktype', 'priority'],
    },
    {
      titleKey: 'masters.home.groups.customise',
      masters: ['customfield'],
      extra: [{ to: '/modules', icon: 'cog', title: t('pages.modules'), detail: t('masters.home.modules') }],
    },
  ]
  return (
    <MasterHub
      title={t('pages.settings')}
      description={t('masters.home.description')}
      groups={groups}
      summary={summary}
    />
  )
}
