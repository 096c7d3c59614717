import type { Translate } from '@betfront/remote-kit';
import type { BetslipEngine } from '../engine/start-engine';
import { CouponSheet } from './coupon-sheet';
import { QuickCouponBar } from './quick-coupon-bar';
import { ReminderAlert } from './reminder-alert';
import { useObservable } from './use-observable';

/** What the coupon shows over any page: the quick bar, the sheet it opens, and the reminder. */
export function DockContents({
  engine,
  t,
  isCouponOnPage,
}: {
  engine: BetslipEngine;
  t: Translate;
  isCouponOnPage: boolean;
}) {
  const isSheetOpen = useObservable(engine.isSheetOpen);
  return (
    <>
      <QuickCouponBar engine={engine} t={t} isHidden={isCouponOnPage || isSheetOpen} />
      {isSheetOpen && !isCouponOnPage && <CouponSheet engine={engine} t={t} />}
      {!isCouponOnPage && <ReminderAlert engine={engine} t={t} />}
    </>
  );
}
