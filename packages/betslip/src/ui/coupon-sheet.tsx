import type { Translate } from '@betfront/remote-kit';
import { useEffect } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './dock.module.css';
import { FullCoupon } from './full-coupon';

/** The full coupon over the page, opened from the quick bar (a sheet from the bottom on mobile). */
export function CouponSheet({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const close = () => engine.isSheetOpen.set(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && engine.isSheetOpen.set(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [engine]);
  return (
    <>
      <div className={styles.backdrop} onClick={close} />
      <div role="dialog" aria-modal="true" aria-label={t('coupon.title')} className={styles.sheet}>
        <div className={styles.sheetHeader}>
          <button type="button" className={styles.close} onClick={close} autoFocus>
            {t('coupon.sheet.close')}
          </button>
        </div>
        <FullCoupon engine={engine} t={t} />
      </div>
    </>
  );
}
