import { SectionToggle } from '@betfront/account-ui/layout';
import type { Translate } from '@betfront/remote-kit';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { registerCouponOnPage } from '../install/column-presence';
import { loadEngine } from '../install/engine-loader';
import { useEngine } from '../install/use-engine';
import { COUPON_SECTION_ID, DESKTOP_COUPON_QUERY } from './coupon-section';
import styles from './coupon-column.module.css';
import { EmptyCoupon } from './empty-coupon';
import { useMediaQuery } from './media-query';

const FullCoupon = lazy(() => import('../ui/full-coupon').then((module) => ({ default: module.FullCoupon })));

const startEngine = () => {
  void loadEngine().catch((error: unknown) => console.error('betfront: no coupon', error));
};

function ColumnCoupon({ t }: { t: Translate }) {
  const engine = useEngine();
  const [settingsAsked, setSettingsAsked] = useState(false);
  useEffect(registerCouponOnPage, []);
  const openSettings = () => {
    setSettingsAsked(true);
    startEngine();
  };
  if (engine === null) return <EmptyCoupon t={t} onSettings={openSettings} />;
  return (
    <Suspense fallback={<EmptyCoupon t={t} />}>
      <FullCoupon engine={engine} t={t} settingsOpen={settingsAsked} />
    </Suspense>
  );
}

/** The coupon as a right column of the betting pages on desktop (≥ 1100 px); mobile has the quick bar's sheet. */
export function CouponColumn({ t, onHide, footer }: { t: Translate; onHide: () => void; footer?: ReactNode }) {
  const isDesktop = useMediaQuery(DESKTOP_COUPON_QUERY);
  // The server draws the empty coupon too (a phone's CSS hides it): the page carries its texts, and a desktop shows
  // it from the first paint.
  return (
    <aside id={COUPON_SECTION_ID} className={styles.column}>
      <div className={styles.columnBar}>
        <SectionToggle
          label={t('layout.right.hide')}
          controls={COUPON_SECTION_ID}
          isExpanded
          side="right"
          onToggle={onHide}
        />
      </div>
      {isDesktop ? <ColumnCoupon t={t} /> : <EmptyCoupon t={t} onSettings={startEngine} />}
      {footer}
    </aside>
  );
}
