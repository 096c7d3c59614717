import { useEffect, useState } from 'react';
import type { Banner } from '@betfront/contract/banners';
import { fetchHomeBanners } from './banners-request';

/** Site §"Polling intervals": banners 60 s. */
export const BANNERS_POLL_MS = 60_000;

const browserFetch = (input: string, init?: RequestInit) => fetch(input, init);

/**
 * The banners the server rendered, refreshed every minute. A refresh due while the page is hidden waits for
 * the page to show again; an answer that changed nothing keeps the same array, so nothing renders again.
 */
export function useFreshBanners(initial: Banner[], lng: string): Banner[] {
  const [banners, setBanners] = useState(initial);

  useEffect(() => {
    let stopped = false;
    let missed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const refresh = async () => {
      const answer = await fetchHomeBanners(browserFetch, lng);
      if (stopped) return;
      if (answer.ok) {
        const next = answer.data.banners;
        setBanners((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
      }
      timer = setTimeout(tick, BANNERS_POLL_MS);
    };
    const tick = () => {
      if (document.hidden) missed = true;
      else void refresh();
    };
    const onVisibilityChange = () => {
      if (document.hidden || !missed) return;
      missed = false;
      void refresh();
    };

    timer = setTimeout(tick, BANNERS_POLL_MS);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [lng]);

  return banners;
}
