import { browserApi, consoleLogger } from '@betfront/api-client';
import { UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '@betfront/contract/app-version';
import { track } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useWholeTextsFor } from '../app/use-whole-texts-for';
import { checkForUpdate } from './check-for-update';
import styles from './update-notice.module.css';

/** Checks a minute after the page opens, then now and then, whether the site runs a newer build; offers to reload. */
export function UpdateNotice({ version, t, hasWholeTexts }: { version: string; t: Translate; hasWholeTexts: boolean }) {
  const [isDue, setDue] = useState(false);
  const [isDismissed, setDismissed] = useState(false);

  useEffect(() => {
    const first = setTimeout(() => setDue(true), UPDATE_CHECK_DELAY_MS);
    return () => clearTimeout(first);
  }, []);

  // Checked on its own schedule only, hidden page or not; once a newer build is found there is nothing to check.
  const check = useQuery({
    queryKey: ['app-version', version],
    queryFn: () =>
      checkForUpdate(browserApi(), version, track).catch((error: unknown) => {
        consoleLogger.warn('update check: not answered', { error });
        throw error;
      }),
    enabled: isDue,
    refetchInterval: (query) => (query.state.data ? false : UPDATE_CHECK_INTERVAL_MS),
    refetchIntervalInBackground: true,
    staleTime: Infinity,
  });

  const isShown = useWholeTextsFor(Boolean(check.data) && !isDismissed, hasWholeTexts);
  if (!isShown) return null;
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
