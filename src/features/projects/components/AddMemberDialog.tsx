import type { ProjectMember } from '@contract/directory'
import type { FieldError } from '@contract/envelope'
import { addProjectMemberRequestSchema, type Project } from '@contract/projects'
import type { User } from '@contract/users'
import { Combobox } from '@headlessui/react'
import { useQuery } from '@tanstack/react-query'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormDialog, FormField, FormTextField, useAppForm } from '@/components/form'
import {
  SearchComboboxField,
  SearchComboboxInput,
  SearchComboboxOption,
  SearchComboboxOptions,
} from '@/components/SearchCombobox'
import { checkResolver } from '@/lib/form-resolvers'
import { addTeamMember, teamCandidatesQuery } from '../api'
import { checkProjectForm, problemsByField } from '../messages'

type Props = {
  project: Project
  members: ProjectMember[]
  onClose: () => void
  onAdded: (members: ProjectMember[], name: string) => void
}

type Values = { user_id: number | null; project_role: string }

/** Puts one of the organisation's people on the team, with what they do on this project. */
export function AddMemberDialog({ project, members, onClose, onAdded }: Props) {
  const { t } = useTranslation()
  // The chosen person, for their name; the form holds their id.
  const [person, setPerson] = useState<User | null>(null)
  const form = useAppForm({
    defaultValues: { user_id: null, project_role: '' } as Values,
    resolver: checkResolver((values: Values) =>
      checkProjectForm(addProjectMemberRequestSchema, { ...values, user_id: values.user_id ?? undefined }, t),
    ),
  })

  return (
    <FormDialog
      form={form}
      onSubmit={async (request) =>
        onAdded(await addTeamMember(project.project_id, request), person?.name ?? '')
      }
      serverErrors={(error) => problemsByField(error.fieldErrors as FieldError[], t)}
      onClose={onClose}
      title={t('projects.team.addTitle')}
      description={project.name}
      submitLabel={t('projects.team.add')}
      divided
    >
      <FormField
        name="user_id"
        render={({ onChange, error }) => (
          <PersonPicker
            value={person}
            onChange={(chosen) => {
              setPerson(chosen)
              onChange(chosen?.user_id ?? null)
            }}
            exclude={members.map((member) => member.user_id)}
            error={error}
          />
        )}
      />
      <FormTextField
        name="project_role"
        label={t('projects.team.projectRole')}
        hint={t('projects.team.projectRoleHint')}
        autoComplete="off"
      />
    </FormDialog>
  )
}

/** The organisation's active people, searched by name or email as the Admin types. */
function PersonPicker({
  value,
  onChange,
  exclude,
  error,
}: {
  value: User | null
  onChange: (user: User | null) => void
  exclude: number[]
  error?: string
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const search = useDeferredValue(query)
  const people = useQuery(teamCandidatesQuery(search))
  const choices = (people.data ?? []).filter((user) => !exclude.includes(user.user_id))
  return (
    <SearchComboboxField label={t('projects.team.person')} error={error}>
      <Combobox value={value} by="user_id" onChange={onChange} onClose={() => setQuery('')} immediate>
        <SearchComboboxInput
          placeholder={t('projects.team.searchPeople')}
          showChoicesLabel={t('projects.team.showPeople')}
          invalid={Boolean(error)}
          onSearch={setQuery}
          displayValue={(user: User | null) => user?.name ?? ''}
        />
        <SearchComboboxOptions
          empty={people.isSuccess && choices.length === 0}
          noChoicesText={t('projects.team.noPeople')}
        >
          {choices.map((user) => (
            <SearchComboboxOption key={user.user_id} value={user}>
              <span className="block">{user.name}</span>
              <span className="block text-xs text-ink-muted">
                {user.email} · {t(`roles.${user.role_type}`)}
              </span>
            </SearchComboboxOption>
          ))}
        </SearchComboboxOptions>
      </Combobox>
    </SearchComboboxField>
  )
}
