import type { BudgetVersion } from '@contract/budget'
import { Field, Label, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react'
import type { TFunction } from 'i18next'
import { Icon } from '@/components/Icon'

/** "Version 2 · current", "Version 1 · original, locked". */
export function versionLabel(version: BudgetVersion, t: TFunction): string {
  const name = t('budget.versions.name', { version: version.budgetV })
  const tags = [
    version.is_current ? t('budget.versions.current') : null,
    version.is_original
      ? t('budget.versions.originalLocked')
      : version.approved_at
        ? t('budget.versions.approved')
        : null,
  ].filter(Boolean)
  return tags.length ? t('budget.versions.withTags', { name, tags: tags.join(', ') }) : name
}

type Props = {
  label: string
  /** In the order listed. */
  versions: BudgetVersion[]
  /** The version number shown. */
  value: number
  onChange: (version: BudgetVersion) => void
  /** How a version reads, on the button and in the list. */
  name: (version: BudgetVersion) => string
}

/** A labelled Headless UI listbox of a project's budget versions, each with its note. */
export function VersionListbox({ label, versions, value, onChange, name }: Props) {
  const shown = versions.find((version) => version.budgetV === value)
  return (
    <Field className="space-y-1.5">
      <Label className="block text-sm font-medium text-ink">{label}</Label>
      <Listbox
        value={value}
        onChange={(number: number) => {
          const version = versions.find((candidate) => candidate.budgetV === number)
          if (version) onChange(version)
        }}
      >
        <ListboxButton className="flex h-10 w-full min-w-56 items-center justify-between gap-2 rounded-control border border-line bg-surface px-3 text-left text-sm text-ink focus:outline-none focus:ring-2 focus:ring-primary-400">
          <span className="truncate">{shown ? name(shown) : value}</span>
          <Icon name="chevronDown" className="size-4 shrink-0 text-ink-muted" />
        </ListboxButton>
        <ListboxOptions
          anchor="bottom start"
          className="z-50 mt-1 max-h-72 w-[var(--button-width)] min-w-72 overflow-auto rounded-control border border-line bg-surface-raised p-1 shadow-pop focus:outline-none"
        >
          {versions.map((version) => (
            <ListboxOption
              key={version.budgetV}
              value={version.budgetV}
              className="group cursor-pointer rounded px-3 py-2 text-sm text-ink data-[focus]:bg-surface-muted"
            >
              <div className="flex items-center gap-2">
                {version.is_original ? <Icon name="lock" className="size-3.5 text-ink-muted" /> : null}
                <span className="group-data-[selected]:font-semibold">{name(version)}</span>
              </div>
              {version.note ? <p className="mt-0.5 text-xs text-ink-muted">{version.note}</p> : null}
            </ListboxOption>
          ))}
        </ListboxOptions>
      </Listbox>
    </Field>
  )
}
