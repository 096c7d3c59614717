import { BetslipDock } from '@betfront/betslip';
import { useShell } from '../app/shell-context';

/**
 * Where the quick coupon bar docks at the bottom of the page, with the coupon sheet and reminder it opens. The
 * texts of its failure are read on every render, so the page carries them even when the dictionaries fail later.
 */
export function QuickCouponBarSlot() {
  const { t, areTextsMissing } = useShell();
  const textsFailure = { message: t('shell.coupon.texts_failed'), refresh: t('main_page_refresh_button') };
  return (
    <div id="quick-coupon-bar" data-slot="quick-coupon-bar">
      <BetslipDock t={t} textsFailure={areTextsMissing ? textsFailure : null} />
    </div>
  );
}
