import type { ProjectMember } from '@contract/directory'
import type { FieldError } from '@contract/envelope'
import { addProjectMemberRequestSchema, type Project } from '@contract/projects'
import type { User } from '@contract/users'
import { Combobox } from '@headlessui/react'
import { useMutation, useQuery } from '@tanstack/react-query'
import { type FormEvent, useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, FormActions } from '@/components/Dialog'
import { Alert } from '@/components/Feedback'
import { TextField } from '@/components/Field'
import {
  SearchComboboxField,
  SearchComboboxInput,
  SearchComboboxOption,
  SearchComboboxOptions,
} from '@/components/SearchCombobox'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, InvalidForm } from '@/lib/forms'
import { addTeamMember, teamCandidatesQuery } from '../api'
import { checkProjectForm, problemsByField } from '../messages'

type Props = {
  project: Project
  members: ProjectMember[]
  onClose: () => void
  onAdded: (members: ProjectMember[], name: string) => void
}

/** Puts one of the organisation's people on the team, with what they do on this project. */
export function AddMemberDialog({ project, members, onClose, onAdded }: Props) {
  const { t } = useTranslation()
  const [person, setPerson] = useState<User | null>(null)
  const [projectRole, setProjectRole] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})

  const add = useMutation({
    mutationFn: async () => {
      const checked = checkProjectForm(
        addProjectMemberRequestSchema,
        { user_id: person?.user_id, project_role: projectRole },
        t,
      )
      if (!checked.ok) throw new InvalidForm(checked.errors)
      return addTeamMember(project.project_id, checked.data)
    },
    onSuccess: (team) => onAdded(team, person?.name ?? ''),
    onError: (failure) => {
      if (failure instanceof InvalidForm) setErrors(failure.errors)
      else if (failure instanceof ApiError) setErrors(problemsByField(failure.fieldErrors as FieldError[], t))
    },
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setErrors({})
    add.mutate()
  }
  const refusal =
    add.error instanceof ApiError && add.error.fieldErrors.length === 0 && !add.error.notified
      ? add.error.message
      : null

  return (
    <Dialog open onClose={onClose} title={t('projects.team.addTitle')} description={project.name}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
        <PersonPicker
          value={person}
          onChange={(chosen) => {
            setPerson(chosen)
            setErrors(({ user_id: _fixed, ...rest }) => rest)
          }}
          exclude={members.map((member) => member.user_id)}
          error={errors.user_id}
        />
        <TextField
          label={t('projects.team.projectRole')}
          hint={t('projects.team.projectRoleHint')}
          autoComplete="off"
          value={projectRole}
          error={errors.project_role}
          onChange={(event) => {
            setProjectRole(event.target.value)
            setErrors(({ project_role: _fixed, ...rest }) => rest)
          }}
        />
        <FormActions onCancel={onClose} submitLabel={t('projects.team.add')} busy={add.isPending} divided />
      </form>
    </Dialog>
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
