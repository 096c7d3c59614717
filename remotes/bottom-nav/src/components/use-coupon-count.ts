import { useEffect, useState } from 'react';
import { subscribe } from '@betfront/remote-kit';

/** The number of bets in the coupon, as the coupon announces it on the event channel. */
export function useCouponCount(): number {
  const [count, setCount] = useState(0);
  useEffect(() => subscribe('couponUpdate', ({ betIds }) => setCount(betIds.length)), []);
  return count;
}
