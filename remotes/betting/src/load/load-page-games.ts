import { POLL_INTERVALS } from '@betfront/contract/sportsbook-feed';
import type { BettingMode, GameSummary } from '@betfront/contract/sportsbook';
import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import { filterByMenuSection, menuSectionQuery } from '../menu/menu-section';
import { entityId } from './entity-id';
import { champId, gamePage, isUnknown, list } from './game-pages';
import { pageTypeGames } from './load-page-type-games';
import { emptyPageGames } from './page-games';
import type { MenuBlock, PageGames } from './page-games';
import { menuBlock, pollMsFor, sportsbookRequests } from './sportsbook-requests';
import type { GamesFilter, SportsbookRequests } from './sportsbook-requests';

/** The route names a championship page has, by page, with the catalogue's champ slug each stands for. */
export const CHAMP_SLUGS: Readonly<Record<string, string>> = {
  champ: 'ufc',
  epl: 'epl',
  laliga: 'laliga',
  europaleague: 'europaleague',
  ipl: 'ipl',
};

const MIN_SEARCH = 2;

async function gamesPage(
  requests: SportsbookRequests,
  filter: GamesFilter,
  menu: { base: string; cyber?: boolean } | null,
  keep: (games: GameSummary[]) => GameSummary[] = (games) => games,
): Promise<PageGames | null> {
  const [games, menuAnswer] = await Promise.all([
    requests.games(filter),
    menu ? menuBlock(requests, filter.mode, menu.base, { ...filter, cyber: menu.cyber }) : Promise.resolve(null),
  ]);
  if (!games.ok && isUnknown(games.status)) return null;
  return emptyPageGames({
    lists: games.ok ? [list('games', `betting.list.${filter.mode}`, keep(games.data.games))] : [],
    menu: menuAnswer,
    pollMs: pollMsFor(filter.mode),
    dropFinished: filter.mode === 'live',
    failed: !games.ok,
    names: menuAnswer ? menuNames(menuAnswer) : {},
  });
}

function menuNames(menu: MenuBlock): Record<string, string> {
  const sport = menu.sports.find((entry) => entry.id === menu.currentSportId);
  const champ = sport?.champs.find((entry) => entry.id === menu.currentChampId);
  return {
    ...(sport ? { sport: sport.name, discipline: sport.name } : {}),
    ...(champ ? { champ: champ.name } : {}),
  };
}

async function homePage(requests: SportsbookRequests): Promise<PageGames> {
  const [live, line, expresses, banners] = await Promise.all([
    requests.top('live'),
    requests.top('line'),
    requests.expresses(),
    requests.banners(),
  ]);
  const lists = [
    ...(live.ok ? [list('top-live', 'betting.list.top-live', live.data.games)] : []),
    ...(line.ok ? [list('top-line', 'betting.list.top-line', line.data.games)] : []),
  ];
  return emptyPageGames({
    lists,
    expresses: expresses.ok ? expresses.data.expresses : null,
    pollMs: POLL_INTERVALS.topGames,
    dropFinished: true,
    failed: !live.ok || !line.ok,
    banners: banners.ok ? banners.data.banners : [],
  });
}

async function favoritesPage(requests: SportsbookRequests, ctx: RemoteContext, onlyChamp?: number): Promise<PageGames> {
  if (!ctx.user) return emptyPageGames({ needsLogin: true });
  const answer = await requests.favorites();
  if (!answer.ok) return emptyPageGames(answer.status === 401 ? { needsLogin: true } : { failed: true });
  const games = answer.data.games.filter((game) => onlyChamp === undefined || game.champId === onlyChamp);
  return emptyPageGames({
    lists: [list('favorites', 'betting.list.favorites', games)],
    pollMs: POLL_INTERVALS.liveList,
  });
}

async function champPage(requests: SportsbookRequests, ctx: RemoteContext, page: string, sub: string) {
  const slug = CHAMP_SLUGS[page];
  const { params } = ctx.route;
  if (sub === 'event') return gamePage(requests, entityId(params.id));
  if (sub === 'game') return gamePage(requests, entityId(params.game));
  const id = slug ? await champId(requests, slug) : null;
  if (id === null) return emptyPageGames();
  if (sub === 'favorites') return favoritesPage(requests, ctx, id);
  const [line, live] = await Promise.all([
    requests.games({ mode: 'line', champId: id }),
    requests.games({ mode: 'live', champId: id }),
  ]);
  const lineGames = line.ok ? line.data.games : [];
  if (sub === 'final') {
    const last = lineGames.reduce<GameSummary | null>(
      (found, game) => (!found || game.startAt > found.startAt ? game : found),
      null,
    );
    return emptyPageGames({
      lists: last ? [list('final', 'betting.list.final', [last])] : [],
      pollMs: POLL_INTERVALS.line,
      failed: !line.ok,
    });
  }
  return emptyPageGames({
    lists: [
      ...(live.ok ? [list('live', 'betting.list.live', live.data.games)] : []),
      ...(line.ok ? [list('line', 'betting.list.line', lineGames)] : []),
    ],
    pollMs: POLL_INTERVALS.liveList,
    dropFinished: true,
    failed: !line.ok || !live.ok,
  });
}

async function cyberPage(requests: SportsbookRequests, ctx: RemoteContext): Promise<PageGames | null> {
  const { name, params } = ctx.route;
  const mode = params.type as BettingMode;
  const base = `cyber/${mode}`;
  if (name === 'cyber.game') return gamePage(requests, entityId(params.game));
  if (name === 'cyber.champs') {
    const menu = await menuBlock(requests, mode, base, { cyber: true });
    return emptyPageGames({ menu, failed: menu === null });
  }
  const sportId = entityId(params.discipline) ?? undefined;
  const champ = entityId(params.champ) ?? undefined;
  return gamesPage(requests, { mode, cyber: 'only', sportId, champId: champ }, { base, cyber: true });
}

async function teamPage(requests: SportsbookRequests, teamId: number | null): Promise<PageGames | null> {
  if (teamId === null) return null;
  const answer = await requests.team(teamId);
  if (!answer.ok) return isUnknown(answer.status) ? null : emptyPageGames({ failed: true });
  return emptyPageGames({
    lists: [list('team', 'betting.list.team', answer.data.games)],
    pollMs: POLL_INTERVALS.liveList,
    names: { team: answer.data.team.name, champ: answer.data.team.champName },
  });
}

/**
 * Loads what a betting route shows from the platform: lists of games, one game, expresses, the menu. Answers null
 * when the route names a game, team, sport or champ the platform does not know.
 */
export async function loadPageGames(ctx: RemoteContext, fetch: Fetcher, now: number): Promise<PageGames | null> {
  const requests = sportsbookRequests(fetch, ctx.lng);
  const { name, params, query } = ctx.route;
  const [head = '', sub = 'home'] = name.split('.');
  switch (head) {
    case 'home':
      return homePage(requests);
    case 'sport': {
      const mode = params.section as BettingMode;
      if (params.game) return gamePage(requests, entityId(params.game));
      const base = params.menuSection ? `${mode}/${params.menuSection}` : mode;
      const filter = {
        mode,
        sportId: entityId(params.sport) ?? undefined,
        champId: entityId(params.champ) ?? undefined,
        ...menuSectionQuery(params.menuSection),
      };
      return gamesPage(requests, filter, { base }, (games) => filterByMenuSection(games, params.menuSection, now));
    }
    case 'betsonyour':
      if (params.game) return gamePage(requests, entityId(params.game));
      return gamesPage(
        requests,
        { mode: 'line', sportId: entityId(params.sport) ?? undefined, champId: entityId(params.champ) ?? undefined },
        { base: 'betsonyour' },
      );
    case 'cyber':
      return cyberPage(requests, ctx);
    case 'marble':
    case 'ufc':
    case 'politics':
    case 'topgame':
      return pageTypeGames(requests, ctx.route);
    case 'team':
      return teamPage(requests, entityId(params.game));
    case 'favorites':
      return favoritesPage(requests, ctx);
    case 'search-events': {
      const q = (query.q ?? '').trim();
      if (q.length < MIN_SEARCH) return emptyPageGames();
      const found = await requests.search(q);
      return emptyPageGames({
        lists: found.ok ? [list('search', 'betting.list.search', found.data.games)] : [],
        pollMs: POLL_INTERVALS.liveList,
        failed: !found.ok,
      });
    }
    case 'express-day': {
      const answer = await requests.expresses();
      return emptyPageGames({
        expresses: answer.ok ? answer.data.expresses : null,
        pollMs: POLL_INTERVALS.line,
        failed: !answer.ok,
      });
    }
    default:
      if (head in CHAMP_SLUGS) return champPage(requests, ctx, head, sub);
      return emptyPageGames();
  }
}
