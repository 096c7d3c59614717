import { BONUS_BET_ID, selectCanPlace, selectPromoCode } from '@betfront/coupon';
import type { CouponState, MarketUpdate } from '@betfront/coupon';
import type { PlacedCoupon } from '@betfront/contract/bets';
import { errorEvent, placedEvent } from './bet-analytics';
import type { BetsApi } from './bets-api';
import { createObservable } from './observable';
import type { Observable } from './observable';
import { placeDraft } from './place-body';
import { PRICE_ERROR_CODES, placeFailure } from './place-error';
import type { PlaceFailure } from './place-error';
import { CHANGES_ERROR_CODES, marketUpdatesFromChanges } from './refusal-updates';
import type { SharedAttempts } from './shared-attempts';

export type PlacementStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'placing' }
  | {
      readonly kind: 'placed';
      readonly coupon: PlacedCoupon;
      /** Every coupon placed: one a bet for a multi. */
      readonly coupons: readonly PlacedCoupon[];
      readonly balance: string;
    }
  | ({ readonly kind: 'failed' } & PlaceFailure);

export type PlaceOutcome =
  { readonly ok: true; readonly coupon: PlacedCoupon } | ({ readonly ok: false } & PlaceFailure) | null;

export interface PlacementDeps {
  api: BetsApi;
  /** The page's language: the coupons placed name their sports, champs and sides in it. */
  lng: string;
  champIdByGameId: ReadonlyMap<string, number>;
  /** Applies what a refusal's answer says about the coupon's selections. */
  applyUpdates(updates: MarketUpdate[]): void;
  /** Reads the prices again after a refusal about prices whose answer did not carry them. */
  refreshPrices(): Promise<void>;
  /** Reads the account's stake limits and accumulator boost again, after a refusal about them. */
  refreshLimits?(): void;
  /** The odds format the player sees the coupon in. */
  coefViewId(): number;
  /** A coupon was placed: the reads it changes (opened bets, balance, history) are read again. */
  onPlaced?(): void;
  /** A coupon was placed under one of the player's promo codes. */
  onPromoCodeSpent?(): void;
  newRequestId?: () => string;
  /** Marks the bets being placed in the coupon (`activePlaceBetIds`) and clears them when the platform answers. */
  markPlacing?(betIds: readonly string[], isPlacing: boolean): void;
  /** The bets being placed now by this tab's other placements (the coupon's and one-click's). */
  placingBetIds?(): readonly string[];
  /** The request ids the tabs of the browser share, so a coupon sent from two of them is placed once. */
  sharedAttempts?: SharedAttempts;
}

export interface Placement {
  readonly status: Observable<PlacementStatus>;
  /** Sends the coupon; null when it cannot be placed now or a placement is already under way. */
  place(state: CouponState, options?: { isOneClick?: boolean }): Promise<PlaceOutcome>;
  reset(): void;
}

/**
 * Places coupons one at a time. An attempt keeps its request id until the platform answers, so sending the
 * same coupon again after a network error can never place it twice; a bet already being placed is not sent
 * again, and another tab sending the same coupon meanwhile sends it under the same request id.
 */
export function createPlacement(deps: PlacementDeps): Placement {
  const status = createObservable<PlacementStatus>({ kind: 'idle' });
  const newRequestId = deps.newRequestId ?? (() => crypto.randomUUID());
  let attempt: { key: string; requestId: string } | null = null;
  let isInFlight = false;

  async function place(state: CouponState, options: { isOneClick?: boolean } = {}): Promise<PlaceOutcome> {
    const betIds = state.bets.map((bet) => bet.id).filter((betId) => betId !== BONUS_BET_ID);
    const isBetInFlight = (deps.placingBetIds?.() ?? []).some((betId) => betIds.includes(betId));
    if (isInFlight || isBetInFlight || !selectCanPlace(state)) return null;
    const isOneClick = options.isOneClick ?? false;
    const draft = placeDraft(state, { isOneClick, coefViewId: deps.coefViewId() });
    const key = JSON.stringify(draft);
    const shared = deps.sharedAttempts;
    if (attempt?.key !== key) {
      attempt = { key, requestId: shared ? shared.requestIdFor(key, newRequestId) : newRequestId() };
    }
    const { requestId } = attempt;
    isInFlight = true;
    deps.markPlacing?.(betIds, true);
    status.set({ kind: 'placing' });
    try {
      const answer = await deps.api.place({ ...draft, requestId }, deps.lng);
      attempt = null;
      shared?.placed(key);
      status.set({ kind: 'placed', coupon: answer.coupon, coupons: answer.coupons, balance: answer.balance });
      deps.api.track(placedEvent(answer.coupon));
      deps.onPlaced?.();
      if (answer.coupon.promoCode !== null) deps.onPromoCodeSpent?.();
      return { ok: true, coupon: answer.coupon };
    } catch (error) {
      const failure = placeFailure(error);
      if (!failure.isRetryable) {
        attempt = null;
        shared?.refused(key);
      }
      status.set({ kind: 'failed', ...failure });
      deps.api.track(errorEvent(state, failure.code, isOneClick, selectPromoCode(state), deps.champIdByGameId));
      const { changes } = failure.details;
      if (changes !== undefined && CHANGES_ERROR_CODES.includes(failure.code)) {
        deps.applyUpdates(marketUpdatesFromChanges(changes));
      } else if (PRICE_ERROR_CODES.includes(failure.code)) await deps.refreshPrices();
      if (failure.code === 'express_boost_changed') deps.refreshLimits?.();
      return { ok: false, ...failure };
    } finally {
      isInFlight = false;
      deps.markPlacing?.(betIds, false);
    }
  }

  return { status, place, reset: () => status.set({ kind: 'idle' }) };
}
