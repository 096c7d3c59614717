import { browserApi, consoleLogger } from '@betfront/api-client';
import { UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@betfront/contract/app-version';
import { track } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useEffect, useState } from 'react';
import { checkForUpdate } from './check-for-update';
import styles from './update-notice.module.css';

/** Checks a minute after the page opens, then now and then, whether the site runs a newer build; offers to reload. */
export function UpdateNotice({ version, t }: { version: string; t: Translate }) {
  const [isOutdated, setOutdated] = useState(false);
  const [isDismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (isOutdated) return;
    let interval: ReturnType<typeof setInterval> | undefined;
    const check = () =>
      checkForUpdate(browserApi(), version, track)
        .then((outdated) => {
          if (outdated) setOutdated(true);
        })
        .catch((error: unknown) => consoleLogger.warn('update check: not answered', { error }));
    const first = setTimeout(() => {
      void check();
      interval = setInterval(() => void check(), UPDATE_CHECK_INTERVAL_MS);
    }, UPDATE_CHECK_DELAY_MS);
    return () => {
      clearTimeout(first);
      clearInterval(interval);
    };
  }, [version, isOutdated]);

  if (!isOutdated || isDismissed) return null;
  return (
    <div className={styles.notice} role="status">
      <span>{t('shell.update.text')}</span>
      <button type="button" className={BUTTON_CLASS.primary} onClick={() => location.reload()}>
        {t('shell.update.reload')}
      </button>
      <button type="button" className={BUTTON_CLASS.secondary} onClick={() => setDismissed(true)}>
        {t('shell.update.later')}
      </button>
    </div>
  );
}
