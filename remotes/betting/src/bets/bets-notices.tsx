import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import styles from './bets.module.css';

export function LoginPrompt({ lng, t }: { lng: string; t: Translate }) {
  return (
    <EmptyState
      title={t('bets.login.title')}
      text={t('bets.login.text')}
      links={[{ href: `/${lng}/user/login`, label: t('bets.login.link') }]}
    />
  );
}

export function LoadFailure({ t, onRetry }: { t: Translate; onRetry(): void }) {
  return (
    <div role="alert" className={styles.notice}>
      <p>{t('bets.error')}</p>
      <button type="button" className={styles.button} onClick={onRetry}>
        {t('bets.retry')}
      </button>
    </div>
  );
}

export function Loading({ t }: { t: Translate }) {
  return (
    <p role="status" className={styles.notice}>
      {t('bets.loading')}
    </p>
  );
}
