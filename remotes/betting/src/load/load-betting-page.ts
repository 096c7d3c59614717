import type { Fetcher, LoadResult, RemoteContext } from '@betfront/remote-kit';
import type { BettingData } from '../betting-data';
import { resolveBettingRoute } from '../resolve-betting-route';
import { loadLotteryName } from '../lotto/load-lottery-name';
import { loadPageGames } from './load-page-games';
import { startLoading } from './loading-state';

/** The route's page with its games; in the browser the page shows its skeleton while this runs. */
export async function loadBettingPage(ctx: RemoteContext, fetch: Fetcher): Promise<LoadResult<BettingData>> {
  const page = resolveBettingRoute(ctx.route);
  if (!page) return { status: 404 };
  const done = typeof window === 'undefined' ? () => undefined : startLoading();
  try {
    const lottoId = page.content === 'lotto' ? page.vars.lottoId : undefined;
    const [games, lottery] = await Promise.all([
      loadPageGames(ctx, fetch, Date.now()),
      lottoId === undefined ? undefined : loadLotteryName(fetch, lottoId, ctx.lng),
    ]);
    if (!games || lottery === null) return { status: 404 };
    const names = Object.fromEntries(Object.entries(games.names).filter(([name]) => name in page.vars));
    const lotteryName: Record<string, string> = lottery === undefined ? {} : { lottery };
    return { status: 200, data: { ...page, vars: { ...page.vars, ...names, ...lotteryName }, games } };
  } finally {
    done();
  }
}
