/** The width from which the coupon stands as a column beside the betting pages. */
export const DESKTOP_COUPON_QUERY = '(min-width: 1100px)';

/** The id of the coupon's side section, shown or collapsed to its rail. */
export const COUPON_SECTION_ID = 'coupon-section';
