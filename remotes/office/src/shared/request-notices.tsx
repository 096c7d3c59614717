import type { Translate } from '@betfront/remote-kit';
import styles from './shared.module.css';

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

/** What stands in for an answer not there yet: the failure with its retry, or the loading notice. */
export function RequestPending({ request, t }: { request: { error: unknown; retry(): void }; t: Translate }) {
  return request.error ? <RequestFailure t={t} onRetry={request.retry} /> : <RequestLoading t={t} />;
}
