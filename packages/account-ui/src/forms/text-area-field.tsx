import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import styles from './form.module.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value' | 'id'
> {
  id?: string;
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string | null | undefined;
  hint?: string | undefined;
}

/** A labelled text of several lines (a message, a comment), its hint and error tied to it. */
export function TextAreaField({ id, label, value, onChange, error, hint, ...areaProps }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <textarea
          {...areaProps}
          {...control}
          className={styles.input}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FieldFrame>
  );
}
