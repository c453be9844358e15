import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from 'react'
import {
  type FieldValues,
  FormProvider,
  type FieldErrors as HookFormErrors,
  type Path,
  type UseFormProps,
  type UseFormReturn,
  useForm,
} from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { ApiError } from '@/lib/api-error'
import { type FieldErrors, fieldErrorsFrom } from '@/lib/forms'
import { Button } from '../Button'
import { Alert } from '../Feedback'
import { type ShownFields, ShownFieldsContext, shownFieldOf } from './shown-fields'

/**
 * react-hook-form's useForm for a Form: values stay as typed until the resolver turns them into the
 * request, and the Form (not react-hook-form) moves focus, in the page's order, to the first error.
 */
export function useAppForm<V extends FieldValues, T>(options: UseFormProps<V, unknown, T>) {
  return useForm<V, unknown, T>({ shouldFocusError: false, ...options })
}

/** The root error key the server's whole-form messages are kept under (`errors.root.server`). */
const SERVER = 'root.server' as const

/** A whole-request refusal as the form's alert says it. */
export type Refusal = { title?: string; message: string }

const SubmitContext = createContext<(() => Promise<void>) | null>(null)

/**
 * The surrounding Form's submit, for a second way to send it (an Admin's override with its
 * reason): it runs the same checks and shows errors the same way as the submit button.
 */
export function useFormSubmit() {
  const submit = useContext(SubmitContext)
  if (!submit) throw new Error('useFormSubmit is for children of a Form')
  return submit
}

export type FormProps<V extends FieldValues, T> = {
  form: UseFormReturn<V, unknown, T>
  /**
   * Sends the checked request. Throwing an ApiError shows its field messages under the fields and
   * anything else in the form's alert; what was typed stays. Handle a conflict yourself and
   * return to keep it out of the alert.
   */
  onSubmit: (request: T, values: V) => Promise<unknown>
  submitLabel: string
  onCancel: () => void
  /** Defaults to "Cancel". */
  cancelLabel?: string
  /** The server's field messages keyed like the form's fields; defaults to each error's path. */
  serverErrors?: (error: ApiError) => FieldErrors
  /** A refusal of the whole request in the user's language (with a title); defaults to the API's message. */
  describeRefusal?: (error: ApiError) => string | Refusal
  /** No submit button: the form is shown read-only. */
  readOnly?: boolean
  submitDisabled?: boolean
  /** Busy for a submit that started elsewhere (an "apply on top" button). */
  busy?: boolean
  /** Said at the start of the actions row ("2 fields changed"). */
  actionsNote?: ReactNode
  /** Sets the actions off with a rule, for long forms. */
  divided?: boolean
  className?: string
  'aria-label'?: string
  children: ReactNode
}

/**
 * The one form of the app: react-hook-form state, checks through the form's resolver, one alert
 * for the whole form's problems, messages under the fields (with the server's mapped onto them),
 * focus on the first field in error, and the actions row (Cancel, then the busy submit button).
 */
export function Form<V extends FieldValues, T>({
  form,
  onSubmit,
  submitLabel,
  onCancel,
  cancelLabel,
  serverErrors = fieldErrorsFrom,
  describeRefusal = (error) => error.message,
  readOnly = false,
  submitDisabled = false,
  busy = false,
  actionsNote,
  divided = false,
  className = 'space-y-4',
  'aria-label': ariaLabel,
  children,
}: FormProps<V, T>) {
  const { t } = useTranslation()
  const shown = useRef<ShownFields>(new Set()).current
  const element = useRef<HTMLFormElement>(null)
  const [failedSubmits, setFailedSubmits] = useState(0)
  const [alertTitle, setAlertTitle] = useState<string>()
  const { errors, isSubmitting } = form.formState

  useEffect(() => {
    if (failedSubmits === 0) return
    element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [failedSubmits])

  const showServerErrors = (error: unknown) => {
    if (!(error instanceof ApiError)) {
      form.setError(SERVER, {
        type: 'server',
        message: error instanceof Error ? error.message : String(error),
      })
      return
    }
    const unplaced: string[] = []
    for (const [path, message] of Object.entries(serverErrors(error))) {
      const field = shownFieldOf(shown, path)
      // A shown field's name, found at run time among the form's own.
      if (field) form.setError(field as Path<V>, { type: 'server', message })
      else unplaced.push(message)
    }
    if (error.fieldErrors.length === 0 && !error.notified) {
      const refusal = describeRefusal(error)
      if (typeof refusal === 'string') unplaced.push(refusal)
      else {
        unplaced.push(refusal.message)
        setAlertTitle(refusal.title)
      }
    }
    if (unplaced.length) form.setError(SERVER, { type: 'server', message: [...new Set(unplaced)].join(' ') })
  }

  const submit = form.handleSubmit(
    async (request) => {
      setAlertTitle(undefined)
      try {
        await onSubmit(request, form.getValues())
      } catch (error) {
        showServerErrors(error)
        setFailedSubmits((count) => count + 1)
      }
    },
    () => {
      setAlertTitle(undefined)
      setFailedSubmits((count) => count + 1)
    },
  )
  const formMessages = formLevelMessages(errors, shown)

  return (
    <FormProvider {...form}>
      <ShownFieldsContext.Provider value={shown}>
        <SubmitContext.Provider value={submit}>
          <form ref={element} noValidate aria-label={ariaLabel} onSubmit={submit} className={className}>
            {formMessages.length ? (
              <Alert tone="danger" title={alertTitle}>
                {formMessages.join(' ')}
              </Alert>
            ) : null}
            {children}
            <div
              className={`flex flex-wrap items-center justify-end gap-2 ${divided ? 'border-t border-line pt-4' : ''}`}
            >
              {actionsNote ? <p className="mr-auto text-sm text-ink-muted">{actionsNote}</p> : null}
              <Button variant="secondary" onClick={onCancel}>
                {cancelLabel ?? t('common.cancel')}
              </Button>
              {readOnly ? null : (
                <Button type="submit" loading={isSubmitting || busy} disabled={submitDisabled}>
                  {submitLabel}
                </Button>
              )}
            </div>
          </form>
        </SubmitContext.Provider>
      </ShownFieldsContext.Provider>
    </FormProvider>
  )
}

/** The whole form's messages: its root errors, then any field error no shown field can say. */
function formLevelMessages(errors: HookFormErrors, shown: ShownFields): string[] {
  const messages: string[] = []
  const visit = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return
    const message = (node as { message?: unknown }).message
    if (typeof message === 'string' && 'type' in node) {
      if (path.startsWith('root') || !shownFieldOf(shown, path)) messages.push(message)
      return
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'ref') continue
      visit(child, path ? `${path}.${key}` : key)
    }
  }
  visit(errors, '')
  return [...new Set(messages)]
}
