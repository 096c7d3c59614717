import { useSyncExternalStore } from 'react';
import type { CouponState } from '@betfront/coupon';
import type { CouponStore } from '../engine/coupon-store';
import type { Observable } from '../engine/observable';

export function useObservable<T>(observable: Observable<T>): T {
  return useSyncExternalStore(observable.subscribe, observable.get, observable.get);
}

export function useCouponState(store: CouponStore): CouponState {
  return useSyncExternalStore(store.subscribe, store.getState, store.getState);
}
