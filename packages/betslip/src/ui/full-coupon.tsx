import type { Translate } from '@betfront/remote-kit';
import { useEffect, useId, useState } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { CouponForm } from './coupon-form';
import { OneClickConfirm } from './one-click-confirm';
import { SettingsPanel } from './settings-panel';
import { SuccessView } from './success-view';
import { useCouponState, useObservable } from './use-observable';

function useOpenedBetsCount(engine: BetslipEngine, placedId: number | null): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!engine.isLoggedIn) return;
    let isCurrent = true;
    engine.api.openedCount().then(
      (value) => isCurrent && setCount(value),
      (error: unknown) => console.error('betfront: opened bets not counted', error),
    );
    return () => {
      isCurrent = false;
    };
  }, [engine, placedId]);
  return count;
}

interface FullCouponProps {
  engine: BetslipEngine;
  t: Translate;
  /** The settings open at once: the player asked for them before the coupon had started. */
  settingsOpen?: boolean;
}

/** The whole coupon: its tabs, the settings, and the coupon itself or the coupon just placed. */
export function FullCoupon({ engine, t, settingsOpen = false }: FullCouponProps) {
  const state = useCouponState(engine.store);
  const status = useObservable(engine.placement.status);
  const [isSettingsOpen, setIsSettingsOpen] = useState(settingsOpen);
  const settingsId = useId();
  const openedCount = useOpenedBetsCount(engine, status.kind === 'placed' ? status.coupon.id : null);
  return (
    <section className={styles.coupon} aria-label={t('coupon.title')}>
      <nav className={styles.tabs} aria-label={t('coupon.tabs')}>
        <span className={styles.tabActive} aria-current="page">
          {t('coupon.tab.coupon', { count: state.bets.length })}
        </span>
        {engine.isLoggedIn && (
          <a className={styles.tab} href={`/${engine.lng}/user/opened-bets`}>
            {openedCount === null ? t('coupon.tab.opened') : t('coupon.tab.opened_count', { count: openedCount })}
          </a>
        )}
        <button
          type="button"
          className={styles.iconButton}
          aria-expanded={isSettingsOpen}
          aria-controls={settingsId}
          onClick={() => setIsSettingsOpen((open) => !open)}
        >
          {t('coupon.settings.open')}
        </button>
      </nav>
      {state.pendingConfirmation === 'enableOneClick' && <OneClickConfirm store={engine.store} t={t} />}
      <div id={settingsId} hidden={!isSettingsOpen}>
        {isSettingsOpen && <SettingsPanel engine={engine} t={t} />}
      </div>
      {status.kind === 'placed' ? (
        <SuccessView engine={engine} coupons={status.coupons} t={t} />
      ) : state.bets.length === 0 ? (
        <p className={styles.empty}>{t('coupon.empty')}</p>
      ) : (
        <CouponForm engine={engine} t={t} />
      )}
    </section>
  );
}
