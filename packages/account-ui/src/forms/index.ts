export { CodeField } from './code-field';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { FormAlert, FormSuccess } from './form-alert';
export { formStyles } from './form-styles';
export { useFormCall } from './use-form-call';
export type { FormCall } from './use-form-call';
export { PasswordField } from './password-field';
