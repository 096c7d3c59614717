import type { Fetcher, LoadResult, RemoteContext } from '@betfront/remote-kit';
import { resolveCasinoRoute } from '../casino-data';
import type { CasinoData } from '../casino-data';
import { loadLobbyView } from './load-lobby';
import { beginLoad } from './loading-state';
import { NOT_FOUND } from './lobby-view';
import type { LobbyView } from './lobby-view';

/** A casino page: what the route shows, with the games the catalogue has for it (null on pages without games). */
export type CasinoPageData = CasinoData & { lobby: LobbyView | null };

/** The route's page with its games; in the browser the page shows its 16 placeholders while this runs. */
export async function loadCasinoPage(ctx: RemoteContext, fetch: Fetcher): Promise<LoadResult<CasinoPageData>> {
  const data = resolveCasinoRoute(ctx.route);
  if (!data) return { status: 404 };
  const done = typeof window === 'undefined' ? () => undefined : beginLoad();
  try {
    const lobby = await loadLobbyView(data, ctx, fetch);
    if (lobby === NOT_FOUND) return { status: 404 };
    const provider = lobby?.kind === 'games' && lobby.filter.provider ? lobby.list.games[0]?.provider.name : undefined;
    const vars = provider ? { ...data.vars, provider } : data.vars;
    return { status: 200, data: { ...data, vars, lobby } };
  } finally {
    done();
  }
}
