import type { Translate } from '@betfront/remote-kit';
import { useEffect, useId, useRef } from 'react';
import type { RealityCheck } from '../session/responsible-ping';
import styles from './logout-dialog.module.css';
import factStyles from './reality-check-dialog.module.css';

interface RealityCheckDialogProps {
  t: Translate;
  lng: string;
  check: RealityCheck;
  onContinue: () => void;
  onLogOut: () => void;
}

function sessionLength(seconds: number, lng: string): string {
  const format = (value: number, unit: 'hour' | 'minute') =>
    new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${format(hours, 'hour')} ${format(minutes, 'minute')}` : format(minutes, 'minute');
}

const money = (amount: string, currency: string, lng: string) =>
  new Intl.NumberFormat(lng, { style: 'currency', currency, signDisplay: 'auto' }).format(Number(amount));

/** The reality check: how long the session has lasted, what was staked and the net result; continue or log out. */
export function RealityCheckDialog({ t, lng, check, onContinue, onLogOut }: RealityCheckDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      data-testid="reality-check"
      onCancel={(event) => event.preventDefault()}
    >
      <h2 id={titleId} className={styles.title}>
        {t('responsible.reality.title')}
      </h2>
      <dl className={factStyles.facts}>
        <dt>{t('responsible.reality.session')}</dt>
        <dd>{sessionLength(check.sessionSeconds, lng)}</dd>
        <dt>{t('responsible.reality.stakes')}</dt>
        <dd>{money(check.stakes, check.currencyIso, lng)}</dd>
        <dt>{t('responsible.reality.net')}</dt>
        <dd>{money(check.netResult, check.currencyIso, lng)}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onContinue}>
          {t('responsible.reality.continue')}
        </button>
        <button type="button" className={styles.secondary} onClick={onLogOut}>
          {t('responsible.reality.log_out')}
        </button>
      </div>
    </dialog>
  );
}
