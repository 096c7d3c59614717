import { useId } from 'react';
import type { HTMLInputTypeAttribute } from 'react';
import styles from './security.module.css';

interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'tel' | 'email';
  hint?: string;
  error?: string | null;
  maxLength?: number;
}

/** A labelled input with its hint and error tied to it for assistive technology. */
export function TextField({ label, value, onChange, type = 'text', hint, error, ...rest }: TextFieldProps) {
  const id = useId();
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
