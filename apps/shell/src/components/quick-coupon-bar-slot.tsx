import { BetslipDock } from '@betfront/betslip';
import { useShell } from '../app/shell-context';

/** Where the quick coupon bar docks at the bottom of the page, with the coupon sheet and reminder it opens. */
export function QuickCouponBarSlot() {
  const { t } = useShell();
  return (
    <div id="quick-coupon-bar" data-slot="quick-coupon-bar">
      <BetslipDock t={t} />
    </div>
  );
}
