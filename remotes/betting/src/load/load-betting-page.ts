import type { Fetcher, LoadResult, RemoteContext } from '@betfront/remote-kit';
import type { BettingData } from '../betting-data';
import { resolveBettingRoute } from '../resolve-betting-route';
import { loadPageGames } from './load-page-games';
import { startLoading } from './loading-state';

/** The route's page with its games; in the browser the page shows its skeleton while this runs. */
export async function loadBettingPage(ctx: RemoteContext, fetch: Fetcher): Promise<LoadResult<BettingData>> {
  const page = resolveBettingRoute(ctx.route);
  if (!page) return { status: 404 };
  const done = typeof window === 'undefined' ? () => undefined : startLoading();
  try {
    const games = await loadPageGames(ctx, fetch, Date.now());
    if (!games) return { status: 404 };
    const names = Object.fromEntries(Object.entries(games.names).filter(([name]) => name in page.vars));
    return { status: 200, data: { ...page, vars: { ...page.vars, ...names }, games } };
  } finally {
    done();
  }
}
