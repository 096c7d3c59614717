import type { Translate } from '@betfront/remote-kit';
import { useEffect, useState } from 'react';
import type { LoadedCoupon } from '../engine/bets-api';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { FullCoupon } from './full-coupon';
import { SaveCode } from './save-code';

type CodeState =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'loaded'; unavailable: LoadedCoupon['bets'] } | { kind: 'failed' };

interface CouponPageBodyProps {
  engine: BetslipEngine;
  t: Translate;
  loadCode: string | null;
}

/** The coupon page: the full coupon, a saved coupon loaded by its code, and saving one as a code. */
export function CouponPageBody({ engine, t, loadCode }: CouponPageBodyProps) {
  const [code, setCode] = useState<CodeState>(loadCode === null ? { kind: 'none' } : { kind: 'loading' });

  useEffect(() => engine.reminder.close(), [engine]);

  useEffect(() => {
    if (loadCode === null) return;
    let isCurrent = true;
    engine.api.loadCode(loadCode, engine.lng).then(
      (loaded) => isCurrent && setCode({ kind: 'loaded', unavailable: engine.restoreCode(loaded) }),
      () => isCurrent && setCode({ kind: 'failed' }),
    );
    return () => {
      isCurrent = false;
    };
  }, [engine, loadCode]);

  return (
    <div className={styles.success}>
      {code.kind === 'loading' && <p role="status">{t('coupon.code.loading')}</p>}
      {code.kind === 'failed' && (
        <p role="alert" className={styles.message}>
          {t('coupon.code.load_failed')}
        </p>
      )}
      {code.kind === 'loaded' && (
        <div role="status">
          <p>{t('coupon.code.loaded', { code: loadCode ?? '' })}</p>
          {code.unavailable.length > 0 && (
            <>
              <p>{t('coupon.code.unavailable')}</p>
              <ul>
                {code.unavailable.map((bet) => (
                  <li key={bet.id}>
                    {bet.home} — {bet.away}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      <FullCoupon engine={engine} t={t} />
      <SaveCode engine={engine} t={t} />
    </div>
  );
}
