import { Field, Label, Radio, RadioGroup } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { Card, PageHeader } from '@/components/Layout'
import { useCurrentPage } from '@/features/shell'
import { ACL_DEMO_ROLES } from '@/lib/access'
import { useUi } from '@/stores/ui'

/**
 * The template's access-control demo (spec section 6): default role `admin`; the editor page
 * admits `editor` or `admin`, the admin page `admin` only.
 */
export default function AclDemoPage() {
  const { t } = useTranslation()
  const { titleKey } = useCurrentPage()
  const role = useUi((state) => state.aclDemoRole)
  const setRole = useUi((state) => state.setAclDemoRole)
  return (
    <>
      <PageHeader title={titleKey ? t(titleKey) : ''} description={t('aclDemo.description')} />
      <Card className="max-w-lg">
        <RadioGroup value={role} onChange={setRole} aria-label={t('aclDemo.role')} className="space-y-2">
          {ACL_DEMO_ROLES.map((option) => (
            <Field key={option} className="flex items-center gap-3">
              <Radio
                value={option}
                className="group flex size-5 items-center justify-center rounded-full border border-line bg-surface data-[checked]:border-primary-600"
              >
                <span className="invisible size-2.5 rounded-full bg-primary-600 group-data-[checked]:visible" />
              </Radio>
              <Label className="text-sm text-ink">{t(`aclDemo.roles.${option}`)}</Label>
            </Field>
          ))}
        </RadioGroup>
      </Card>
    </>
  )
}
