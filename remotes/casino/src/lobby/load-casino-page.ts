import type { Fetcher, LoadResult, RemoteContext } from '@betfront/remote-kit';
import { resolveCasinoRoute } from '../casino-data';
import type { CasinoData } from '../casino-data';
import type { EventsView } from '../events/events-view';
import { loadEventsView } from '../events/load-events';
import { loadGameName } from '../game/load-game-name';
import { loadLobbyView } from './load-lobby';
import { beginLoad } from './loading-state';
import { NOT_FOUND } from './lobby-view';
import type { LobbyView } from './lobby-view';

/**
 * A casino page: what the route shows, with the games the catalogue has for it (null on pages without games) or
 * the tournaments and promotions of the bonus section (null elsewhere).
 */
export type CasinoPageData = CasinoData & { lobby: LobbyView | null; events: EventsView | null };

/** The names the heading carries (a game's comes by its id): a provider's, a tournament's or a promotion's own rather than the address's. */
function namedVars(data: CasinoData, lobby: LobbyView | null, events: EventsView | null): Record<string, string> {
  const provider = lobby?.kind === 'games' && lobby.filter.provider ? lobby.list.games[0]?.provider.name : undefined;
  if (provider) return { ...data.vars, provider };
  if (events?.kind === 'tournament') return { ...data.vars, id: events.answer.tournament.title };
  if (events?.kind === 'promotion') return { ...data.vars, bonus: events.promotion.title };
  return data.vars;
}

/** The route's page with its games; in the browser the page shows its 16 placeholders while this runs. */
export async function loadCasinoPage(ctx: RemoteContext, fetch: Fetcher): Promise<LoadResult<CasinoPageData>> {
  const data = resolveCasinoRoute(ctx.route);
  if (!data) return { status: 404 };
  const done = typeof window === 'undefined' ? () => undefined : beginLoad();
  try {
    const [lobby, events, gameName] = await Promise.all([
      loadLobbyView(data, ctx, fetch),
      loadEventsView(data, ctx, fetch),
      loadGameName(data, ctx, fetch),
    ]);
    if (lobby === NOT_FOUND || events === NOT_FOUND || gameName === NOT_FOUND) return { status: 404 };
    const vars = namedVars(data, lobby, events);
    return { status: 200, data: { ...data, vars: gameName ? { ...vars, name: gameName } : vars, lobby, events } };
  } finally {
    done();
  }
}
