export { Form, type FormProps, useAppForm } from './Form'
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
