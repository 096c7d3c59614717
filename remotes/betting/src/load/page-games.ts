import type { Banner } from '@betfront/contract/banners';
import type { BettingMode, GameSummary, SportsMenu } from '@betfront/contract/sportsbook';
import type { z } from 'zod';
import type { expressOfDaySchema } from '@betfront/contract/sportsbook-lists';

export type ExpressOfDay = z.infer<typeof expressOfDaySchema>;

/** One list of games on a page, under a heading from the dictionary. */
export interface GameListBlock {
  id: string;
  titleKey: string;
  games: GameSummary[];
}

/** The sports menu beside the lists: where its links lead and what it holds. */
export interface MenuBlock {
  mode: BettingMode;
  /** The path the sport and champ links extend, e.g. `live/today` or `cyber/line`. */
  base: string;
  sports: SportsMenu['sports'];
  currentSportId: number | null;
  currentChampId: number | null;
}

/** What the platform gave a betting page; the browser keeps the games current from the feed. */
export interface PageGames {
  lists: GameListBlock[];
  game: GameSummary | null;
  expresses: ExpressOfDay[] | null;
  menu: MenuBlock | null;
  /** Polling interval of the feed fallback for the page (POLL_INTERVALS). */
  pollMs: number;
  /** Finished games leave the page (live lists). */
  dropFinished: boolean;
  /** Part of the content could not be loaded. */
  failed: boolean;
  /** A visitor on a page that only players have (favourites). */
  needsLogin: boolean;
  /** Names the platform knows better than the URL (`game`, `team`, `sport`, `champ`), for the heading. */
  names: Record<string, string>;
  /** The home page's banner strip. */
  banners: Banner[];
  /** Where the page's games lead, under its own page type (`ufc/game`); null: under live, line or cyber. */
  gameBase: string | null;
}

export function emptyPageGames(extra: Partial<PageGames> = {}): PageGames {
  return {
    lists: [],
    game: null,
    expresses: null,
    menu: null,
    pollMs: 10000,
    dropFinished: false,
    failed: false,
    needsLogin: false,
    names: {},
    banners: [],
    gameBase: null,
    ...extra,
  };
}

/** Every game a page shows, once each (the feed's subscription). */
export function gamesOf(page: PageGames): GameSummary[] {
  const byId = new Map<number, GameSummary>();
  for (const list of page.lists) for (const game of list.games) byId.set(game.id, game);
  for (const express of page.expresses ?? []) for (const bet of express.bets) byId.set(bet.game.id, bet.game);
  if (page.game) byId.set(page.game.id, page.game);
  return [...byId.values()];
}
