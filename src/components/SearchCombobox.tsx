import {
  Combobox,
  ComboboxButton,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Description,
  Field,
  Label,
} from '@headlessui/react'
import { type ReactNode, useEffect, useState } from 'react'
import { Icon } from './Icon'

/*
 * The pieces of a Headless UI combobox whose choices are searched as the user types. SearchCombobox
 * puts them together for an id-and-label record; pickers with their own records (several chosen,
 * richer choices) put the same pieces inside their own <Combobox>.
 */

/** The label, the combobox (children), then its error, or else its hint. */
export function SearchComboboxField({
  label,
  hint,
  error,
  disabled,
  className = '',
  children,
}: {
  label: string
  hint?: string
  error?: string
  disabled?: boolean
  className?: string
  children: ReactNode
}) {
  return (
    <Field disabled={disabled} className={`space-y-1.5 ${className}`}>
      <Label className="block text-sm font-medium text-ink">{label}</Label>
      {children}
      {error ? (
        <Description className="text-sm text-danger">{error}</Description>
      ) : hint ? (
        <Description className="text-xs text-ink-muted">{hint}</Description>
      ) : null}
    </Field>
  )
}

/** The text box the user searches in, with the button that opens the choices. */
export function SearchComboboxInput<T>({
  placeholder,
  showChoicesLabel,
  invalid,
  onSearch,
  displayValue,
  value,
  className = '',
}: {
  placeholder: string
  /** The accessible name of the button that opens the list. */
  showChoicesLabel: string
  invalid: boolean
  onSearch: (text: string) => void
  /** How the chosen value reads in the box once the list closes. */
  displayValue?: (value: T) => string
  /** The text typed, for a box that shows the search rather than the choice (several chosen). */
  value?: string
  className?: string
}) {
  return (
    <div className="relative">
      <ComboboxInput
        aria-invalid={invalid ? true : undefined}
        placeholder={placeholder}
        displayValue={displayValue}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
        className={`block h-10 w-full rounded-control border bg-surface px-3 pr-9 text-sm text-ink placeholder:text-ink-muted focus:outline-none focus:ring-2 focus:ring-primary-400 ${invalid ? 'border-danger' : 'border-line'} ${className}`}
      />
      <ComboboxButton
        aria-label={showChoicesLabel}
        className="absolute inset-y-0 right-0 flex items-center px-2 text-ink-muted"
      >
        <Icon name="chevronDown" className="size-4" />
      </ComboboxButton>
    </div>
  )
}

/** The list of choices (children), or the line that says the search found none. */
export function SearchComboboxOptions({
  empty,
  noChoicesText,
  width = 'w-[var(--input-width)]',
  children,
}: {
  /** Whether the answered search found nothing (not while it loads). */
  empty: boolean
  noChoicesText: string
  width?: string
  children: ReactNode
}) {
  return (
    <ComboboxOptions
      anchor="bottom start"
      // Not modal: a form moves focus to its first field in error, which opens the list, and the
      // rest of the form (that field's label and message) must stay readable meanwhile.
      modal={false}
      className={`z-50 mt-1 max-h-64 ${width} overflow-auto rounded-control border border-line bg-surface-raised p-1 shadow-pop empty:invisible`}
    >
      {children}
      {empty ? <div className="px-3 py-2 text-sm text-ink-muted">{noChoicesText}</div> : null}
    </ComboboxOptions>
  )
}

/** One choice; the chosen one reads in bold. */
export function SearchComboboxOption<T>({ value, children }: { value: T; children: ReactNode }) {
  return (
    <ComboboxOption
      value={value}
      className="cursor-pointer rounded px-3 py-2 text-sm text-ink data-[focus]:bg-surface-muted data-[selected]:font-semibold"
    >
      {children}
    </ComboboxOption>
  )
}

export type ComboboxChoice = { id: number; label: string }

type Props = {
  label: string
  /** The chosen record, with its label (it may not be among the choices shown). */
  value: ComboboxChoice | null
  onChange: (choice: ComboboxChoice | null) => void
  /** The choices for what the user has typed; the caller fetches them (and debounces). */
  choices: ComboboxChoice[]
  /** Whether `choices` answers the current search (so "no choices" is not shown while loading). */
  loaded: boolean
  onSearch: (text: string) => void
  placeholder: string
  noChoicesText: string
  /** The accessible name of the button that opens the list. */
  showChoicesLabel: string
  error?: string
  hint?: string
  disabled?: boolean
  className?: string
}

/** A labelled Headless UI combobox over choices that are searched as the user types. */
export function SearchCombobox({
  label,
  value,
  onChange,
  choices,
  loaded,
  onSearch,
  placeholder,
  noChoicesText,
  showChoicesLabel,
  error,
  hint,
  disabled,
  className,
}: Props) {
  // Kept locally so the input shows the choice at once, before the caller's state catches up.
  const [chosen, setChosen] = useState<ComboboxChoice | null>(value)
  const valueId = value?.id ?? null
  const valueLabel = value?.label ?? ''
  useEffect(
    () => setChosen(valueId === null ? null : { id: valueId, label: valueLabel }),
    [valueId, valueLabel],
  )
  return (
    <SearchComboboxField label={label} hint={hint} error={error} disabled={disabled} className={className}>
      <Combobox
        value={chosen}
        by="id"
        onChange={(choice: ComboboxChoice | null) => {
          setChosen(choice)
          onChange(choice)
        }}
        onClose={() => onSearch('')}
        immediate
      >
        <SearchComboboxInput
          placeholder={placeholder}
          showChoicesLabel={showChoicesLabel}
          invalid={Boolean(error)}
          onSearch={onSearch}
          displayValue={(choice: ComboboxChoice | null) => choice?.label ?? ''}
        />
        <SearchComboboxOptions empty={loaded && choices.length === 0} noChoicesText={noChoicesText}>
          {choices.map((choice) => (
            <SearchComboboxOption key={choice.id} value={choice}>
              {choice.label}
            </SearchComboboxOption>
          ))}
        </SearchComboboxOptions>
      </Combobox>
    </SearchComboboxField>
  )
}
