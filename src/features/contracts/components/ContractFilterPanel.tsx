import { CONTRACT_STATUSES } from '@contract/contract-values'
import { formatMoney, parseMoney } from '@contract/masters/fields'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/Button'
import { CheckboxGroup, SelectField, TextField } from '@/components/Field'
import { ProjectPicker } from '@/components/ProjectPicker'
import { type ChoiceTarget, choicesQuery } from '@/lib/choices'
import {
  type ContractFilterFields,
  FILTER_AMOUNT_KEYS,
  FILTER_DATE_KEYS,
  FILTER_ID_KEYS,
  FILTER_TEXT_KEYS,
} from '../filter-search'

/*
 * /contractFilter's builder: every field of the contract list's filter, typed here and applied to
 * the URL together (a half-typed amount or date must not reload the list). Amounts are typed in
 * the currency's main unit and sent in minor units; the server's messages (a range out of order)
 * show under their fields.
 */

/** What the inputs hold: ids, days, amounts and words as typed. */
type Draft = Record<string, string> & { statuses: string; exclusive: Flag; has_unpaid: Flag }
type Flag = '' | '1' | '0'

const MINOR_UNITS = 2

const flagOf = (value: 0 | 1 | undefined): Flag => (value === undefined ? '' : value === 1 ? '1' : '0')

function draftOf(fields: ContractFilterFields): Draft {
  const draft: Record<string, string> = {}
  for (const key of [
    ...FILTER_ID_KEYS,
    ...FILTER_DATE_KEYS,
    ...FILTER_TEXT_KEYS,
    'fee_basis',
    'gst_treatment',
  ])
    draft[key] =
      fields[key as keyof ContractFilterFields] === undefined
        ? ''
        : String(fields[key as keyof ContractFilterFields])
  for (const key of FILTER_AMOUNT_KEYS) {
    const units = fields[key]
    draft[key] = units === undefined ? '' : formatMoney(units, MINOR_UNITS)
  }
  return {
    ...draft,
    statuses: fields.statuses ?? '',
    exclusive: flagOf(fields.exclusive),
    has_unpaid: flagOf(fields.has_unpaid),
  }
}

type Props = {
  fields: ContractFilterFields
  /** The server's messages for the filters (`value_max`: the range is out of order). */
  serverErrors: Record<string, string>
  onApply: (fields: ContractFilterFields) => void
}

export function ContractFilterPanel({ fields, serverErrors, onApply }: Props) {
  const { t } = useTranslation()
  // Started from the URL; the page remounts the panel (its key) when the URL's filter changes.
  const [draft, setDraft] = useState<Draft>(() => draftOf(fields))
  const [amountErrors, setAmountErrors] = useState<Record<string, string>>({})
  const set = (key: string) => (value: string) => setDraft((previous) => ({ ...previous, [key]: value }))
  const errorOf = (key: string) => amountErrors[key] ?? serverErrors[key]

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const next: Record<string, unknown> = {}
    const errors: Record<string, string> = {}
    for (const key of [...FILTER_ID_KEYS]) if (draft[key]) next[key] = Number(draft[key])
    for (const key of [...FILTER_DATE_KEYS, ...FILTER_TEXT_KEYS, 'fee_basis', 'gst_treatment'])
      if (draft[key]?.trim()) next[key] = draft[key].trim()
    for (const key of FILTER_AMOUNT_KEYS) {
      if (!draft[key]?.trim()) continue
      const units = parseMoney(draft[key].trim(), MINOR_UNITS)
      if (units === null || units < 0) errors[key] = t('contracts.filterPage.amountInvalid')
      else next[key] = units
    }
    if (draft.statuses) next.statuses = draft.statuses
    for (const key of ['exclusive', 'has_unpaid'] as const)
      if (draft[key]) next[key] = draft[key] === '1' ? 1 : 0
    setAmountErrors(errors)
    if (Object.keys(errors).length === 0) onApply(next as ContractFilterFields)
  }

  const f = (key: string) => t(`contracts.filterPage.fields.${key}`)
  const master = (key: string, target: ChoiceTarget, label: string, within = '') => (
    <MasterSelect
      key={key}
      target={target}
      within={within}
      label={label}
      value={draft[key] ?? ''}
      onChange={set(key)}
    />
  )
  const text = (key: string, label: string, type = 'text') => (
    <TextField
      key={key}
      label={label}
      type={type}
      value={draft[key] ?? ''}
      error={errorOf(key)}
      onChange={(event) => set(key)(event.target.value)}
    />
  )
  const any = { value: '', label: t('contracts.filterPage.any') }
  const yesNo = [
    any,
    { value: '1', label: t('contracts.filterPage.yes') },
    { value: '0', label: t('contracts.filterPage.no') },
  ]

  return (
    <form onSubmit={apply} aria-label={t('contracts.filterPage.panel')} className="space-y-5">
      <Group title={t('contracts.filterPage.groups.deal')}>
        <ProjectPicker
          label={t('contracts.fields.project')}
          value={draft.project_id ? Number(draft.project_id) : null}
          onChange={(project) => set('project_id')(project ? String(project) : '')}
        />
        {master('agreement_id', 'agreement', t('contracts.fields.agreement'))}
        {master('contract_project_id', 'contractproject', f('contractProject'))}
        {master('company_id', 'company', f('company'))}
        {master('contractcategory_id', 'contractcategory', f('category'))}
        {master('contractsubcategory_id', 'contractsubcategory', f('subcategory'), draft.contractcategory_id)}
        {master('platform_id', 'platform', f('platform'))}
        {master('language_id', 'language', f('language'))}
        {master('showtype_id', 'showtype', f('showType'))}
        {master('contract_status_id', 'contractstatus', f('contractStatus'))}
        <SelectField
          label={t('contracts.fields.feeBasis')}
          value={draft.fee_basis}
          onChange={(event) => set('fee_basis')(event.target.value)}
          options={[
            any,
            ...['lump_sum', 'per_episode', 'per_day', 'per_shift'].map((value) => ({
              value,
              label: t(`contracts.feeBasis.${value}`),
            })),
          ]}
        />
        <SelectField
          label={t('contracts.fields.gstTreatment')}
          value={draft.gst_treatment}
          onChange={(event) => set('gst_treatment')(event.target.value)}
          options={[
            any,
            ...['none', 'exclusive', 'inclusive', 'reverse_charge'].map((value) => ({
              value,
              label: t(`contracts.gst.${value}`),
            })),
          ]}
        />
        {master('tds_id', 'tds', f('tds'))}
      </Group>
      <CheckboxGroup
        wide
        legend={t('contracts.filterPage.statuses')}
        options={CONTRACT_STATUSES.map((status) => ({
          value: status,
          label: t(`contracts.status.${status}`),
        }))}
        value={draft.statuses ? draft.statuses.split(',') : []}
        onChange={(chosen) =>
          set('statuses')(CONTRACT_STATUSES.filter((status) => chosen.includes(status)).join(','))
        }
      />
      <Group title={t('contracts.filterPage.groups.term')}>
        {text('starts_from', f('startsFrom'), 'date')}
        {text('starts_to', f('startsTo'), 'date')}
        {text('ends_from', f('endsFrom'), 'date')}
        {text('ends_by', f('endsBy'), 'date')}
        {text('due_from', f('dueFrom'), 'date')}
        {text('due_by', f('dueBy'), 'date')}
        <TextField
          label={f('valueMin')}
          inputMode="decimal"
          hint={t('contracts.filterPage.amountHint')}
          value={draft.value_min}
          error={errorOf('value_min')}
          onChange={(event) => set('value_min')(event.target.value)}
        />
        <TextField
          label={f('valueMax')}
          inputMode="decimal"
          hint={t('contracts.filterPage.amountHint')}
          value={draft.value_max}
          error={errorOf('value_max')}
          onChange={(event) => set('value_max')(event.target.value)}
        />
        <SelectField
          label={f('exclusive')}
          value={draft.exclusive}
          onChange={(event) => set('exclusive')(event.target.value)}
          options={[
            any,
            { value: '1', label: t('contracts.filterPage.yes') },
            { value: '0', label: t('contracts.filterPage.no') },
          ]}
        />
        <SelectField
          label={f('hasUnpaid')}
          value={draft.has_unpaid}
          onChange={(event) => set('has_unpaid')(event.target.value)}
          options={yesNo}
        />
      </Group>
      <Group title={t('contracts.filterPage.groups.rights')}>
        {master('vendor_id', 'vendor', f('vendor'))}
        {text('counterparty', f('counterparty'))}
        {text('rights_media', f('rightsMedia'))}
        {text('rights_territory', f('rightsTerritory'))}
        {text('search', f('search'))}
      </Group>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" icon="search">
          {t('contracts.filterPage.apply')}
        </Button>
        <Button variant="secondary" onClick={() => onApply({})}>
          {t('contracts.filterPage.clear')}
        </Button>
      </div>
    </form>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{title}</legend>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">{children}</div>
    </fieldset>
  )
}

/** A master's choices (GET /v2/{master}/options), "Any" first. */
function MasterSelect({
  target,
  within,
  label,
  value,
  onChange,
}: {
  target: ChoiceTarget
  within: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const choices = useQuery(choicesQuery(target, '', within))
  const options = (choices.data ?? []).map((choice) => ({ value: String(choice.id), label: choice.label }))
  // A chosen record the first page of choices leaves out (a saved filter's) still shows as chosen.
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: `#${value}` })
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[{ value: '', label: t('contracts.filterPage.any') }, ...options]}
    />
  )
}
