import type { ClientLimit } from '@betfront/contract/limits';
import type { Translate } from '@betfront/remote-kit';
import { dateTimeText, limitValueText } from './limit-format';
import type { LimitChange } from './use-limit-changes';
import styles from './responsible.module.css';

interface PendingChangeProps {
  pending: ClientLimit;
  lng: string;
  t: Translate;
  changes: LimitChange;
}

/** A loosening waiting for its cooling-off: confirmable from its start until it expires, rejectable at any time. */
export function PendingChange({ pending, lng, t, changes }: PendingChangeProps) {
  const value = limitValueText(pending, lng, t('responsible.no_limit'));
  return (
    <div className={styles.pending} role="group" aria-label={t('responsible.pending.title')}>
      <p className={styles.pendingText}>{t('responsible.pending.text', { value })}</p>
      {pending.startedAt !== null && pending.endsAt !== null && (
        <p className={styles.hint}>
          {pending.needApprove
            ? t('responsible.pending.until', { date: dateTimeText(pending.endsAt, lng) })
            : t('responsible.pending.from', { date: dateTimeText(pending.startedAt, lng) })}
        </p>
      )}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.button}
          disabled={!pending.needApprove || changes.isBusy}
          onClick={() => void changes.act('confirm', pending.limitType)}
        >
          {t('responsible.pending.confirm')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={changes.isBusy}
          onClick={() => void changes.act('reject', pending.limitType)}
        >
          {t('responsible.pending.reject')}
        </button>
      </div>
    </div>
  );
}
