import styles from './form.module.css';

/** A failure of the form as a whole, announced when it appears. */
export function FormAlert({ text }: { text: string | null }) {
  return text ? (
    <p role="alert" className={styles.alert}>
      {text}
    </p>
  ) : null;
}

/** A change that went through. */
export function FormSuccess({ text }: { text: string }) {
  return (
    <p role="status" className={styles.success}>
      {text}
    </p>
  );
}
