import type { Translate } from '@betfront/remote-kit';
import styles from './history.module.css';

export function RequestLoading({ t }: { t: Translate }) {
  return <p role="status">{t('office.request.loading')}</p>;
}

export function RequestFailure({ t, onRetry }: { t: Translate; onRetry(): void }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>{t('office.request.error')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('office.request.retry')}
      </button>
    </div>
  );
}
