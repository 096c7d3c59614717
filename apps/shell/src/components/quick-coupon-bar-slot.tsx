/** Where the quick coupon bar of the betting application docks at the bottom of the page. */
export function QuickCouponBarSlot() {
  return <div id="quick-coupon-bar" data-slot="quick-coupon-bar" />;
}
