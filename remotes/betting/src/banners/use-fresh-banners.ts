import type { Banner } from '@betfront/contract/banners';
import { browserFetch, pollEvery } from '@betfront/remote-kit';
import { useQuery } from '@tanstack/react-query';
import { fetchHomeBanners } from './banners-request';

/** Site §"Polling intervals": banners 60 s. */
export const BANNERS_POLL_MS = 60_000;

/**
 * The banners the server rendered, refreshed every minute while the page is shown; an answer that changed
 * nothing keeps the same array (the query's structural sharing), so nothing renders again, and a failed one keeps
 * the banners shown.
 */
export function useFreshBanners(initial: Banner[], lng: string): Banner[] {
  const banners = useQuery({
    queryKey: ['banners', 'home', lng],
    queryFn: async () => {
      const answer = await fetchHomeBanners(browserFetch, lng);
      if (!answer.ok) throw new Error(`The banners answered ${answer.status}`);
      return answer.data.banners;
    },
    initialData: initial,
    ...pollEvery(BANNERS_POLL_MS),
  });
  return banners.data;
}
