import type { Translate } from '@betfront/remote-kit';
import type { BetslipEngine } from '../engine/start-engine';
import { CoefAnnouncer } from './coef-announcer';
import { CouponSheet } from './coupon-sheet';
import { QuickCouponBar } from './quick-coupon-bar';
import { ReminderAlert } from './reminder-alert';
import { TextsFailureBar } from './texts-failure-bar';
import type { TextsFailure } from './texts-failure-bar';

/** What the coupon shows over any page: the quick bar, the sheet it opens, the reminder, and its price moves read out. */
export function DockContents({
  engine,
  t,
  isCouponOnPage,
  textsFailure,
}: {
  engine: BetslipEngine;
  t: Translate;
  isCouponOnPage: boolean;
  textsFailure: TextsFailure | null;
}) {
  if (textsFailure !== null) return <TextsFailureBar engine={engine} failure={textsFailure} />;
  return (
    <>
      {/* The bar stays under the open sheet: closing the sheet gives it the focus back. */}
      <QuickCouponBar engine={engine} t={t} isHidden={isCouponOnPage} />
      {!isCouponOnPage && <CouponSheet engine={engine} t={t} />}
      {!isCouponOnPage && <ReminderAlert engine={engine} t={t} />}
      <CoefAnnouncer store={engine.store} t={t} coefViewId={engine.coefViewId()} />
    </>
  );
}
