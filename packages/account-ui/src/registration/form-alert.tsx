import type { Translate } from '@betfront/remote-kit';
import styles from './registration.module.css';

/** The form's failure, announced when it appears. */
export function FormAlert({ t, errorKey }: { t: Translate; errorKey: string | null }) {
  return (
    <p role="alert" className={styles.error}>
      {errorKey ? t(errorKey) : ''}
    </p>
  );
}
