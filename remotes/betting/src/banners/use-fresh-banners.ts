import { useCallback } from 'react';
import type { Banner } from '@betfront/contract/banners';
import { browserFetch, usePolling } from '@betfront/remote-kit';
import { fetchHomeBanners } from './banners-request';

/** Site §"Polling intervals": banners 60 s. */
export const BANNERS_POLL_MS = 60_000;

const sameBanners = (shown: Banner[], next: Banner[]) => JSON.stringify(shown) === JSON.stringify(next);

/**
 * The banners the server rendered, refreshed every minute while the page is shown; an answer that changed
 * nothing keeps the same array, so nothing renders again, and a failed one keeps the banners shown.
 */
export function useFreshBanners(initial: Banner[], lng: string): Banner[] {
  const load = useCallback(async () => {
    const answer = await fetchHomeBanners(browserFetch, lng);
    if (!answer.ok) throw new Error(`The banners answered ${answer.status}`);
    return answer.data.banners;
  }, [lng]);
  return usePolling(load, { intervalMs: BANNERS_POLL_MS, initial, isSame: sameBanners }).value ?? initial;
}
