import { convertStatusQuery } from '@betfront/account-ui/wallet';
import { useQueryClient } from '@tanstack/react-query';
import { consoleLogger } from '@betfront/api-client';
import { browserLocalStorage } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';
import { useEffect, useState } from 'react';
import type { ConvertReminderStatus } from './convert-reminder-rules';
import { convertReminderKey, convertReminderStatus, isConvertReminderDue } from './convert-reminder-rules';
import styles from './office-home.module.css';

/** Reads and records the status the reminder was shown for; storage the browser refuses shows it no more than today. */
function takeDueStatus(userId: number, status: ConvertReminderStatus): boolean {
  try {
    const storage = browserLocalStorage();
    const key = convertReminderKey(userId);
    if (!isConvertReminderDue(status, storage.getItem(key))) return false;
    storage.setItem(key, String(status));
    return true;
  } catch {
    return false;
  }
}

/**
 * Tells a player, once per allowed status, that the main account's currency can still change (an empty main
 * account) or that another currency account can be opened, with the way to do it.
 */
export function ConvertReminder({ lng, t, userId }: { lng: string; t: Translate; userId: number }) {
  const [shown, setShown] = useState<ConvertReminderStatus>(0);

  const queries = useQueryClient();

  useEffect(() => {
    let cancelled = false;
    queries
      .fetchQuery(convertStatusQuery)
      .then((answer) => {
        const status = convertReminderStatus(answer);
        if (!cancelled && takeDueStatus(userId, status)) setShown(status);
      })
      .catch((error: unknown) => consoleLogger.warn('convert reminder: status not loaded', { error }));
    return () => {
      cancelled = true;
    };
  }, [queries, userId]);

  if (shown === 0) return null;
  const href = shown === 1 ? `/${lng}/office/convert-account` : `/${lng}/office/wallets`;
  return (
    <aside className={styles.reminder} aria-label={t('office.home.convert_reminder.label')}>
      <p>{t(`office.home.convert_reminder.text_${shown}`)}</p>
      <div className={styles.reminderActions}>
        <a className={BUTTON_CLASS.secondary} href={href}>
          {t(`office.home.convert_reminder.action_${shown}`)}
        </a>
        <button type="button" className={styles.reminderClose} onClick={() => setShown(0)}>
          {t('office.home.convert_reminder.close')}
        </button>
      </div>
    </aside>
  );
}
