import { SectionToggle } from '@betfront/account-ui/layout';
import type { Translate } from '@betfront/remote-kit';
import { useEffect } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import { registerCouponOnPage } from '../install/column-presence';
import { useEngine } from '../install/use-engine';
import { useCouponState } from '../ui/use-observable';
import { COUPON_SECTION_ID, DESKTOP_COUPON_QUERY } from './coupon-section';
import styles from './coupon-column.module.css';
import { useMediaQuery } from './media-query';

interface RailProps {
  t: Translate;
  onShow: () => void;
}

function RailButton({ t, onShow, count }: RailProps & { count: number }) {
  const label = count > 0 ? t('layout.right.show_count', { count }) : t('layout.right.show');
  return (
    <SectionToggle label={label} controls={COUPON_SECTION_ID} isExpanded={false} side="right" onToggle={onShow}>
      {count > 0 && <span className={styles.railCount}>{count}</span>}
    </SectionToggle>
  );
}

/** The rail stands for the whole coupon on a desktop: the quick bar steps aside, as for the column. */
function CountedRail({ engine, ...props }: RailProps & { engine: BetslipEngine }) {
  const { bets } = useCouponState(engine.store);
  useEffect(registerCouponOnPage, []);
  return <RailButton {...props} count={bets.length} />;
}

/** The coupon column collapsed to a slim rail on desktop: the button that brings it back, with the coupon's count. */
export function CouponRail(props: RailProps) {
  const engine = useEngine();
  const isDesktop = useMediaQuery(DESKTOP_COUPON_QUERY);
  return (
    <aside id={COUPON_SECTION_ID} className={styles.rail}>
      {engine !== null && isDesktop ? <CountedRail {...props} engine={engine} /> : <RailButton {...props} count={0} />}
    </aside>
  );
}
