import { BottomSheet } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { BetslipEngine } from '../engine/start-engine';
import { FullCoupon } from './full-coupon';
import { useObservable } from './use-observable';

/**
 * The full coupon over the page, opened from the quick bar: a modal sheet, so the focus moves into it, stays
 * there, and goes back to the quick bar when it closes.
 */
export function CouponSheet({ engine, t }: { engine: BetslipEngine; t: Translate }) {
  const isOpen = useObservable(engine.isSheetOpen);
  const close = () => engine.isSheetOpen.set(false);
  return (
    <BottomSheet open={isOpen} onClose={close} title={t('coupon.title')} closeLabel={t('coupon.sheet.close')}>
      {/* A link followed from the coupon (open bets, log in) leads to a page the sheet would hide. */}
      <div
        onClick={(event) => {
          if (event.target instanceof Element && event.target.closest('a[href]')) close();
        }}
      >
        {isOpen && <FullCoupon engine={engine} t={t} isFlat />}
      </div>
    </BottomSheet>
  );
}
