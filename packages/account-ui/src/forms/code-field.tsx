import { TextField } from './text-field';
import type { TextFieldProps } from './text-field';

export const CODE_DIGITS = 6;

/**
 * The six-digit code of a text message, a letter or an authenticator: digits only (anything else typed or pasted
 * is dropped), offered by the phone's keyboard and its one-time-code autofill.
 */
export function CodeField({ onChange, ...props }: Omit<TextFieldProps, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return (
    <TextField
      {...props}
      inputMode="numeric"
      autoComplete="one-time-code"
      onChange={(typed) => onChange(typed.replace(/\D/g, '').slice(0, CODE_DIGITS))}
    />
  );
}
