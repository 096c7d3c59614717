import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import { pollEvery } from '@betfront/remote-kit';
import { useQuery } from '@tanstack/react-query';
import { loadBonuses } from './bonuses-api';

export const BONUSES_KEY = ['bonuses'];

/**
 * The player's bonuses, asked again every 10 s (site §"Polling intervals"), so the wagering progress moves
 * without a reload when a bet settles; `refetch` asks at once after the player's own action.
 */
export function useBonuses(lng: string) {
  return useQuery({
    queryKey: [...BONUSES_KEY, lng],
    queryFn: ({ signal }) => loadBonuses(lng, signal),
    ...pollEvery(POLL_INTERVALS.default),
  });
}
