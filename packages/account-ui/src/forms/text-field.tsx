import { useId } from 'react';
import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './form.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  /** The input's id; a generated one when left out. */
  id?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The text of what is wrong with the value. */
  error?: string | null | undefined;
  hint?: string | undefined;
  /** A control drawn at the input's end, inside its border (show-password). */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({ id, label, value, onChange, error, hint, trailing, ...inputProps }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <div className={styles.inputRow}>
        <input
          {...inputProps}
          id={inputId}
          className={styles.input}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {trailing}
      </div>
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
