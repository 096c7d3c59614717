import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { usePolling } from '@betfront/remote-kit';
import { useCallback } from 'react';
import { loadBonuses } from './bonuses-api';

/**
 * The player's bonuses, asked again every 10 s (site §"Polling intervals"), so the wagering progress moves
 * without a reload when a bet settles; `refresh` asks at once after the player's own action.
 */
export function useBonuses(lng: string) {
  const load = useCallback((signal: AbortSignal) => loadBonuses(lng, signal), [lng]);
  return usePolling(load, { intervalMs: POLL_INTERVALS.default });
}
