import { mdiCogOutline } from '@mdi/js';
import type { Translate } from '@betfront/remote-kit';
import { Icon } from '@betfront/ui';
import { useId, useState } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import styles from './coupon.module.css';
import { CouponForm } from './coupon-form';
import { OneClickConfirm } from './one-click-confirm';
import { OpenedBetsTab } from './opened-bets-tab';
import { useOpenedCoupons } from './opened-coupons';
import { SettingsPanel } from './settings-panel';
import { SuccessView } from './success-view';
import { useCouponState, useObservable } from './use-observable';

interface FullCouponProps {
  engine: BetslipEngine;
  t: Translate;
  /** The settings open at once: the player asked for them before the coupon had started. */
  settingsOpen?: boolean;
  /** Drawn without its own card, inside a sheet that is one already. */
  isFlat?: boolean;
}

type Tab = 'coupon' | 'opened';

/** The whole coupon: its two tabs (the coupon, the player's open bets), the settings, and the coupon just placed. */
export function FullCoupon({ engine, t, settingsOpen = false, isFlat = false }: FullCouponProps) {
  const state = useCouponState(engine.store);
  const status = useObservable(engine.placement.status);
  const [isSettingsOpen, setIsSettingsOpen] = useState(settingsOpen);
  const [tab, setTab] = useState<Tab>('coupon');
  const id = useId();
  const opened = useOpenedCoupons(engine);
  const openedCount = opened?.kind === 'loaded' ? opened.coupons.length : null;
  const tabProps = (name: Tab) => ({
    type: 'button' as const,
    role: 'tab',
    id: `${id}-${name}-tab`,
    'aria-selected': tab === name,
    'aria-controls': `${id}-${name}`,
    className: tab === name ? styles.tabActive : styles.tab,
    onClick: () => setTab(name),
  });
  return (
    <section className={isFlat ? styles.flatCoupon : styles.coupon} aria-label={t('coupon.title')}>
      <div className={styles.tabBar}>
        <div role="tablist" className={styles.tabs} aria-label={t('coupon.tabs')}>
          <button {...tabProps('coupon')}>
            {t('coupon.tab.coupon')}
            <span className={styles.count}>{state.bets.length}</span>
          </button>
          {opened !== null && (
            <button {...tabProps('opened')}>
              {t('coupon.tab.opened')}
              {openedCount !== null && <span className={styles.count}>{openedCount}</span>}
            </button>
          )}
        </div>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('coupon.settings.open')}
          aria-expanded={isSettingsOpen}
          aria-controls={`${id}-settings`}
          onClick={() => setIsSettingsOpen((open) => !open)}
        >
          <Icon path={mdiCogOutline} />
        </button>
      </div>
      {state.pendingConfirmation === 'enableOneClick' && <OneClickConfirm store={engine.store} t={t} />}
      <div id={`${id}-settings`} hidden={!isSettingsOpen}>
        {isSettingsOpen && <SettingsPanel engine={engine} t={t} />}
      </div>
      <div
        role="tabpanel"
        id={`${id}-coupon`}
        aria-labelledby={`${id}-coupon-tab`}
        hidden={tab !== 'coupon'}
        className={styles.panel}
      >
        {status.kind === 'placed' ? (
          <SuccessView engine={engine} coupons={status.coupons} t={t} />
        ) : state.bets.length === 0 ? (
          <p className={styles.empty}>{t('coupon.empty')}</p>
        ) : (
          <CouponForm engine={engine} t={t} />
        )}
      </div>
      {opened !== null && (
        <div role="tabpanel" id={`${id}-opened`} aria-labelledby={`${id}-opened-tab`} hidden={tab !== 'opened'}>
          {tab === 'opened' && <OpenedBetsTab opened={opened} lng={engine.lng} t={t} />}
        </div>
      )}
    </section>
  );
}
