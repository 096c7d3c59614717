import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import type { BettingMode, GameSummary } from '@betfront/contract/sportsbook';
import type { RemoteRoute } from '@betfront/remote-kit';
import { includes, PAGE_TYPES } from '../betting-catalog';
import type { PageType } from '../betting-catalog';
import { DEFAULT_MODE } from '../resolve-page-type';
import { entityId } from './entity-id';
import type { Fetched } from './fetch-json';
import { champId, gamePage, isUnknown, list } from './game-pages';
import { emptyPageGames } from './page-games';
import type { PageGames } from './page-games';
import { pollMsFor } from './sportsbook-requests';
import type { SportsbookRequests } from './sportsbook-requests';

/** The UFC page lists the games of this champ of the catalogue; the politics page those of this sport. */
export const UFC_CHAMP_SLUG = 'ufc';
export const POLITICS_SPORT_SLUG = 'politics';

async function sportId(requests: SportsbookRequests, slug: string): Promise<number | null> {
  const menu = await requests.menu('line');
  return menu.ok ? (menu.data.sports.find((sport) => sport.slug === slug)?.id ?? null) : null;
}

function listPage(
  page: PageType,
  mode: BettingMode,
  answer: Fetched<{ games: GameSummary[] }>,
  pollMs: number,
): PageGames | null {
  if (!answer.ok && isUnknown(answer.status)) return null;
  const games = answer.ok ? answer.data.games : [];
  const first = games[0];
  return emptyPageGames({
    lists: answer.ok ? [list(page, `page-types.list.${page}.${mode}`, games)] : [],
    pollMs,
    dropFinished: mode === 'live',
    failed: !answer.ok,
    gameBase: `${page}/game`,
    names: first ? { sport: first.sportName, champ: first.champName } : {},
  });
}

async function listOf(requests: SportsbookRequests, page: PageType, route: RemoteRoute): Promise<PageGames | null> {
  const mode = (route.params.section ?? DEFAULT_MODE) as BettingMode;
  switch (page) {
    case 'marble': {
      const sport = entityId(route.params.sport) ?? undefined;
      return listPage(page, mode, await requests.games({ mode, marble: 'only', sportId: sport }), pollMsFor(mode));
    }
    case 'ufc': {
      const champ = await champId(requests, UFC_CHAMP_SLUG);
      if (champ === null) return emptyPageGames({ failed: true });
      return listPage(page, mode, await requests.games({ mode, champId: champ }), pollMsFor(mode));
    }
    case 'topgame':
      return listPage(
        page,
        mode,
        await requests.top(mode),
        mode === 'live' ? POLL_INTERVALS.liveList : POLL_INTERVALS.topGames,
      );
    case 'politics': {
      const sport = await sportId(requests, POLITICS_SPORT_SLUG);
      if (sport === null) return emptyPageGames({ failed: true });
      const champ = entityId(route.params.champ) ?? undefined;
      const answer = await requests.games({ mode: 'line', sportId: sport, champId: champ });
      // A champ of another sport, or none the line offers, is not a page of politics.
      if (answer.ok && champ !== undefined && answer.data.games.length === 0) return null;
      return listPage(page, 'line', answer, POLL_INTERVALS.line);
    }
  }
}

/**
 * The games of a page type: marble games, UFC fights and the top games in live or line, political events in the
 * line; a game of theirs with every market. Null when the route names a game, sport or champ the platform does not know.
 */
export async function pageTypeGames(requests: SportsbookRequests, route: RemoteRoute): Promise<PageGames | null> {
  const [page, sub] = route.name.split('.');
  if (!includes(PAGE_TYPES, page)) return null;
  if (sub !== 'game') return listOf(requests, page, route);
  const game = await gamePage(requests, entityId(route.params.game));
  return game && { ...game, gameBase: `${page}/game` };
}
