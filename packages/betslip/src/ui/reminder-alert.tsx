import type { Translate } from '@betfront/remote-kit';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './dock.module.css';
import { useObservable } from './use-observable';

/** The coupon reminder: a bet waits in the coupon, with the way to the coupon page. */
export function ReminderAlert({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const betId = useObservable(engine.reminder.shown);
  if (betId === null) return null;
  return (
    <div role="alert" className={styles.reminder}>
      <p>{t('coupon.reminder.text')}</p>
      <a className={styles.reminderLink} href={`/${engine.lng}/user/coupon`} onClick={() => engine.reminder.close()}>
        {t('coupon.reminder.open')}
      </a>
      <button type="button" className={styles.close} onClick={() => engine.reminder.close()}>
        {t('coupon.reminder.close')}
      </button>
    </div>
  );
}
