import type { BettingMode, GameSummary, SportsMenu } from '@betfront/contract/sportsbook';
import type { ExpressOfDay } from './express-day';
import type { HiddenSports } from './list-rows';
import type { ListsService } from './lists-service';
import { utcDay } from './lists-service';
import { createSharedAnswers, SHARED_ANSWER_MS } from './shared-answers';
import type { SharedAnswersOptions } from './shared-answers';
import type { GamesRequest, SportsbookService } from './sportsbook-service';

/** The barred sports as part of a key: the same set in any order gives the same key. */
const sportsKey = (sportIds: readonly number[]) => [...sportIds].sort((a, b) => a - b).join(',');

/** Every field of a games list's request, in one order, the barred sports in any order alike. */
const gamesKey = ({ lng, mode, sportId, champId, cyber, marble, topOnly, limit, excludeSportIds = [] }: GamesRequest) =>
  [lng, mode, sportId, champId, cyber, marble, topOnly, limit, sportsKey(excludeSportIds)].map(String).join('|');

/**
 * The lists every page of a language shows alike — top games, the express of the day (of line games, so only the
 * sports barred in the line count), the sports menu, the games of a filter — priced
 * once a second and shared by every caller with the same language and barred sports, so a player who bars a
 * sport never gets a list holding it and a visitor never gets a player's list. Prices do not depend on the
 * currency; a change shows within a second.
 */
export function createSharedLists(
  sportsbook: Pick<SportsbookService, 'menu' | 'games'>,
  lists: Pick<ListsService, 'top' | 'expressDay'>,
  options: SharedAnswersOptions = { ttlMs: SHARED_ANSWER_MS },
) {
  const tops = createSharedAnswers<GameSummary[]>(options);
  const expresses = createSharedAnswers<ExpressOfDay[]>(options);
  const menus = createSharedAnswers<SportsMenu>(options);
  const games = createSharedAnswers<GameSummary[]>(options);

  return {
    top: (lng: string, mode: BettingMode, hidden: HiddenSports, limit: number) =>
      tops(`${lng}|${mode}|${limit}|${sportsKey(hidden[mode])}`, () => lists.top(lng, mode, hidden, limit)),

    expressDay: (lng: string, now: Date, hidden: HiddenSports) =>
      expresses(`${lng}|${utcDay(now)}|${sportsKey(hidden.line)}`, () => lists.expressDay(lng, now, hidden)),

    menu: (lng: string, mode: BettingMode, excludeSportIds: readonly number[]) =>
      menus(`${lng}|${mode}|${sportsKey(excludeSportIds)}`, () => sportsbook.menu(lng, mode, excludeSportIds)),

    games: (request: GamesRequest) => games(gamesKey(request), () => sportsbook.games(request)),
  };
}

export type SharedLists = ReturnType<typeof createSharedLists>;
