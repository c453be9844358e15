import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useTranslation } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import * as z from 'zod/mini'
import { ApiError } from '@/lib/api-error'
import { checkResolver, zodFormResolver } from '@/lib/form-resolvers'
import { Form, useAppForm } from './Form'
import { FormLineInput, FormTextField } from './fields'

// The contract's schemas carry English messages for API consumers; the form must not show them.
const personSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, { error: 'Name the person (API wording)' })),
  email: z.email({ error: 'Send an email (API wording)' }),
  role: z.string(),
})
type Person = z.output<typeof personSchema>

function PersonForm({ onSubmit }: { onSubmit: (person: Person) => Promise<unknown> }) {
  const { t } = useTranslation()
  const form = useAppForm({
    defaultValues: { name: '', email: '', role: '' },
    resolver: zodFormResolver(personSchema, t),
  })
  return (
    <Form form={form} onSubmit={onSubmit} onCancel={() => {}} submitLabel="Save person">
      <FormTextField name="name" label="Name" />
      <FormTextField name="email" label="Email" />
      <FormTextField name="role" label="Role" />
    </Form>
  )
}

function renderPersonForm(onSubmit = vi.fn(async (_person: Person) => {})) {
  render(<PersonForm onSubmit={onSubmit} />)
  return { user: userEvent.setup(), onSubmit }
}

describe('the form kit', () => {
  it('says each problem under its field in the user’s language and focuses the first one', async () => {
    const { user, onSubmit } = renderPersonForm()
    await user.click(screen.getByRole('button', { name: 'Save person' }))

    const name = screen.getByLabelText('Name')
    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(name).toHaveAccessibleDescription('This field is required'))
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter a valid email address')
    expect(screen.getByLabelText('Role')).not.toHaveAttribute('aria-invalid')
    expect(screen.queryByText(/API wording/)).not.toBeInTheDocument()
    expect(name).toHaveFocus()
    expect(onSubmit).not.toHaveBeenCalled()

    await user.type(name, 'Asha Rao')
    await user.click(screen.getByRole('button', { name: 'Save person' }))
    await waitFor(() => expect(email).toHaveFocus())
    expect(name).not.toHaveAttribute('aria-invalid')
  })

  it('sends the checked request once the form is right', async () => {
    const { user, onSubmit } = renderPersonForm()
    await user.type(screen.getByLabelText('Name'), '  Asha Rao ')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Save person' }))
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1))
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Asha Rao', email: 'asha@example.com', role: '' })
  })

  it('puts the server’s field errors under their fields, the rest in one alert, and keeps what was typed', async () => {
    const refusal = new ApiError(400, 'The request has invalid fields', [
      { path: 'email', message: 'This email is already in use' },
      { path: 'nickname', message: 'Nicknames are not allowed' },
    ])
    const { user } = renderPersonForm(vi.fn(async () => Promise.reject(refusal)))
    await user.type(screen.getByLabelText('Name'), 'Asha Rao')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.type(screen.getByLabelText('Role'), 'Producer')
    await user.click(screen.getByRole('button', { name: 'Save person' }))

    const email = screen.getByLabelText('Email')
    await waitFor(() => expect(email).toHaveAccessibleDescription('This email is already in use'))
    expect(email).toHaveFocus()
    expect(screen.getByRole('alert')).toHaveTextContent('Nicknames are not allowed')
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao')
    expect(email).toHaveValue('asha@example.com')
    expect(screen.getByLabelText('Role')).toHaveValue('Producer')
  })

  it('says a refusal of the whole request in the alert, and nothing the error catalogue already said', async () => {
    const refusals = [
      new ApiError(409, 'This person was archived meanwhile.'),
      new ApiError(500, 'Something went wrong on our side.', [], true),
    ]
    const { user } = renderPersonForm(vi.fn(async () => Promise.reject(refusals.shift())))
    await user.type(screen.getByLabelText('Name'), 'Asha Rao')
    await user.type(screen.getByLabelText('Email'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Save person' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This person was archived meanwhile.')

    await user.click(screen.getByRole('button', { name: 'Save person' }))
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument())
    expect(screen.getByLabelText('Name')).toHaveValue('Asha Rao')
  })
})

type Lines = { lines: { amount: string }[] }

function LinesForm() {
  const form = useAppForm<Lines, Lines>({
    defaultValues: { lines: [{ amount: '10' }, { amount: 'ten' }] },
    resolver: checkResolver((values: Lines) => {
      const errors = Object.fromEntries(
        values.lines.flatMap((line, index) =>
          /^\d+$/.test(line.amount) ? [] : [[`lines.${index}.amount`, 'Enter an amount like 10.50']],
        ),
      )
      return { ok: false, errors: { ...errors, form: 'Add a line that costs something.' } }
    }),
  })
  return (
    <Form form={form} onSubmit={async () => {}} onCancel={() => {}} submitLabel="Save lines">
      {[0, 1].map((index) => (
        <FormLineInput
          key={index}
          name={`lines.${index}.amount`}
          label="Amount"
          srSuffix={`line ${index + 1}`}
        />
      ))}
    </Form>
  )
}

describe('a form’s own check', () => {
  it('reaches a field of a line by its path and says a whole-form problem in the alert', async () => {
    render(<LinesForm />)
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save lines' }))
    const second = screen.getByLabelText('Amount line 2')
    await waitFor(() => expect(second).toHaveAccessibleDescription('Enter an amount like 10.50'))
    expect(second).toHaveFocus()
    expect(screen.getByLabelText('Amount line 1')).not.toHaveAttribute('aria-invalid')
    expect(screen.getByRole('alert')).toHaveTextContent('Add a line that costs something.')
  })
})
