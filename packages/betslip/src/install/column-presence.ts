import { useSyncExternalStore } from 'react';

let columns = 0;
const listeners = new Set<() => void>();
const notify = () => [...listeners].forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isShown = () => columns > 0;
const never = () => false;

/** A full coupon on the page (the desktop column or the coupon page) makes the quick bar step aside. */
export function registerCouponOnPage(): () => void {
  columns += 1;
  notify();
  return () => {
    columns -= 1;
    notify();
  };
}

export function useIsCouponOnPage(): boolean {
  return useSyncExternalStore(subscribe, isShown, never);
}
