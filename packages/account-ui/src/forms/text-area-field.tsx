import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';
import type { TypedTextProps } from './text-field';
import styles from './form.module.css';

export type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> &
  TypedTextProps;

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
