import type { Translate } from '@betfront/remote-kit';
import styles from './login-form.module.css';

export function FormError({ t, errorKey }: { t: Translate; errorKey: string | null }) {
  return (
    <p role="alert" className={styles.formError}>
      {errorKey ? t(errorKey) : ''}
    </p>
  );
}
