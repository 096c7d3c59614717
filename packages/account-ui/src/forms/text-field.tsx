import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form.module.css';

/** What a field of typed text takes, whether drawn as one line or several. */
export interface TypedTextProps {
  /** The control's id; a generated one when left out. */
  id?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The text of what is wrong with the value. */
  error?: string | null | undefined;
  hint?: string | undefined;
}

export interface TextFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'>, TypedTextProps {
  /** A control drawn at the input's end, inside its border (show-password). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({ id, label, value, onChange, error, hint, trailing, ...inputProps }: TextFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <div className={styles.inputRow}>
          <input
            {...inputProps}
            {...control}
            className={styles.input}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {trailing}
        </div>
      )}
    </FieldFrame>
  );
}
