import { useId } from 'react';
import styles from './recovery.module.css';

interface RecoveryFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'password';
  autoComplete: string;
  inputMode?: 'text' | 'numeric';
  hint?: string;
  maxLength?: number;
}

export function RecoveryField({ label, value, onChange, type = 'text', hint, ...rest }: RecoveryFieldProps) {
  const id = useId();
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
        aria-describedby={hint ? `${id}-hint` : undefined}
        {...rest}
      />
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}

export function RecoveryAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.alert}>
      {text}
    </p>
  ) : null;
}
