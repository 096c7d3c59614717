import type { BetslipEngine } from '../engine/start-engine';
import styles from './dock.module.css';
import { useCouponState } from './use-observable';

/** The texts the shell gives the coupon when its dictionary could not be loaded. */
export interface TextsFailure {
  message: string;
  refresh: string;
}

/**
 * In place of the quick coupon bar when the coupon's texts did not load: the picks are kept, and a new page load
 * reads the dictionary again.
 */
export function TextsFailureBar({ engine, failure }: { engine: BetslipEngine; failure: TextsFailure }) {
  const state = useCouponState(engine.store);
  if (state.bets.length === 0) return null;
  return (
    <div role="alert" className={styles.textsFailure}>
      <span>{failure.message}</span>
      <button type="button" onClick={() => window.location.reload()}>
        {failure.refresh}
      </button>
    </div>
  );
}
