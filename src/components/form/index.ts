export { Form, type FormProps, type Refusal, useAppForm, useFormSubmit } from './Form'
export { FormDialog } from './FormDialog'
export {
  FormCheckboxField,
  FormCheckboxGroup,
  FormField,
  FormLineInput,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  useFormField,
} from './fields'
