import { useSyncExternalStore } from 'react';
import type { BetslipEngine } from '../engine/start-engine';
import { currentEngine, onEngineChange } from './engine-loader';

const noEngine = () => null;

/** The coupon engine once it runs; null on the server and until the coupon is first needed. */
export function useEngine(): BetslipEngine | null {
  return useSyncExternalStore(onEngineChange, currentEngine, noEngine);
}
