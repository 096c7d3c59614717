import type { BetslipEngine, EngineOptions } from '../engine/start-engine';

type Listener = () => void;

let options: EngineOptions | null = null;
let engine: BetslipEngine | null = null;
let loading: Promise<BetslipEngine> | null = null;
const listeners = new Set<Listener>();

/** Remembers how the engine is to start; the engine itself loads on first need. */
export function configureEngine(next: EngineOptions): void {
  options = next;
}

export function isEngineConfigured(): boolean {
  return options !== null;
}

/** The running engine, or null while it has not been needed yet (or on the server). */
export function currentEngine(): BetslipEngine | null {
  return engine;
}

export function onEngineChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Loads and starts the coupon engine once; later calls get the same engine. */
export function loadEngine(): Promise<BetslipEngine> {
  if (options === null) return Promise.reject(new Error('The betslip is not installed'));
  const startOptions = options;
  loading ??= import('../engine/start-engine').then(({ startEngine }) => {
    engine = startEngine(startOptions);
    for (const listener of [...listeners]) listener();
    return engine;
  });
  return loading;
}

/** Stops the engine and forgets it: for tests, which install a fresh betslip each time. */
export function resetEngine(): void {
  engine?.stop();
  engine = null;
  loading = null;
  options = null;
  for (const listener of [...listeners]) listener();
}
