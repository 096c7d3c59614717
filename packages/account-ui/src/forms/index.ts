export { CodeField } from './code-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { FormAlert, FormSuccess } from './form-alert';
export { formStyles } from './form-styles';
export { useForm } from './use-form';
export type { Form } from './use-form';
export { PasswordField } from './password-field';
