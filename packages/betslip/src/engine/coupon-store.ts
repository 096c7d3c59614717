import { couponReducer } from '@betfront/coupon';
import type { CouponAction, CouponState } from '@betfront/coupon';
import { createObservable } from './observable';

export interface CouponStore {
  getState(): CouponState;
  dispatch(action: CouponAction): void;
  subscribe(listener: () => void): () => void;
}

/** The coupon's one state, changed only through the engine's reducer. */
export function createCouponStore(initial: CouponState): CouponStore {
  const state = createObservable(initial);
  return {
    getState: state.get,
    dispatch: (action) => state.set(couponReducer(state.get(), action)),
    subscribe: state.subscribe,
  };
}
