import { Field, Label, Switch } from '@headlessui/react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/Spinner'

type OverBudgetSwitchProps = {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The report shown is the previous one while the one asked for loads. */
  refreshing: boolean
}

/** "Only codes over budget": a switch named by its visible label, and a word while the report follows. */
export function OverBudgetSwitch({ checked, onChange, refreshing }: OverBudgetSwitchProps) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Field className="flex items-center gap-2">
        <Switch
          checked={checked}
          onChange={onChange}
          className="group relative inline-flex h-6 w-11 shrink-0 items-center rounded-full bg-line transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-500 data-[checked]:bg-primary-600"
        >
          <span className="inline-block size-4 translate-x-1 rounded-full bg-white shadow transition-transform group-data-[checked]:translate-x-6" />
        </Switch>
        <Label className="cursor-pointer text-sm font-medium text-ink">
          {t('budgetReports.report.overBudgetOnly')}
        </Label>
      </Field>
      {refreshing ? (
        <span className="inline-flex items-center gap-1.5 text-xs text-ink-muted">
          <Spinner className="size-4" label={t('budgetReports.report.refreshing')} />
          <span aria-hidden="true">{t('budgetReports.report.refreshing')}</span>
        </span>
      ) : null}
    </div>
  )
}
