import { useId } from 'react';
import type { ReactNode } from 'react';
import styles from './form.module.css';

/** What a field's control carries so assistive technology reads its hint and its error with it. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  /** The control's id; a generated one when left out. */
  id?: string | undefined;
  label: string;
  /** The text of what is wrong with the value. */
  error?: string | null | undefined;
  hint?: string | undefined;
  children(control: FieldControlProps): ReactNode;
}

/** A field's label, hint and error around its control, tied to it by id. */
export function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
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
