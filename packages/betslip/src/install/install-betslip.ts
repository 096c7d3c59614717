import { publish, subscribe } from '@betfront/remote-kit';
import type { EngineOptions } from '../engine/start-engine';
import { configureEngine, currentEngine, isEngineConfigured, loadEngine, resetEngine } from './engine-loader';
import { hasStoredBets } from './stored-coupon-peek';

export type InstallBetslipOptions = EngineOptions;

const logFailure = (error: unknown) => console.error('betfront: the coupon could not start', error);

/**
 * Starts the coupon in the browser, once per page: it answers the coupon events of the channel. The engine
 * (and its price feed) loads only when there are bets — stored, added or asked about — so an empty coupon
 * adds nothing to the first view. Returns the function that uninstalls it.
 */
export function installBetslip(options: InstallBetslipOptions): () => void {
  if (isEngineConfigured()) return () => undefined;
  configureEngine(options);
  const whenLoaded = (run: (engine: NonNullable<ReturnType<typeof currentEngine>>) => void) => {
    const engine = currentEngine();
    if (engine !== null) run(engine);
    else loadEngine().then(run, logFailure);
  };
  const stops = [
    subscribe('couponAddBet', (event) => whenLoaded((engine) => engine.addBet(event))),
    subscribe('couponRemoveBet', ({ betId }) => whenLoaded((engine) => engine.removeBet(betId))),
    subscribe('couponRequestState', () => {
      const engine = currentEngine();
      if (engine !== null) engine.publishState();
      else if (hasStoredBets()) whenLoaded((loaded) => loaded.publishState());
      else publish('couponUpdate', { betIds: [] });
    }),
  ];
  if (hasStoredBets()) whenLoaded((engine) => engine.publishState());
  return () => {
    stops.forEach((stop) => stop());
    resetEngine();
  };
}
