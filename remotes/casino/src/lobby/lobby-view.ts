import type {
  CasinoGamesAnswer,
  CasinoGameTile,
  CasinoProvider,
  CasinoRecommendedAnswer,
} from '@betfront/contract/casino-catalogue';

/** A row of the lobby: its games and the page that lists all of them. */
export interface LobbyRow {
  id: string;
  href: string;
  games: CasinoGameTile[];
}

/** The query of a list's games, as the platform takes it; the list's next pages ask with the same filter. */
export interface GamesFilter {
  category?: string;
  provider?: string;
}

/** What the body of a casino page shows, as the platform answered it for the first view. */
export type LobbyView =
  | { kind: 'lobby'; rows: LobbyRow[]; providers: CasinoProvider[] }
  | { kind: 'games'; filter: GamesFilter; list: CasinoGamesAnswer }
  | { kind: 'search'; query: string; games: CasinoGameTile[] | null; failed: boolean }
  | { kind: 'providers'; providers: CasinoProvider[] }
  | { kind: 'favorites'; games: CasinoGameTile[] }
  | { kind: 'recommended'; answer: CasinoRecommendedAnswer }
  | { kind: 'sign-in' }
  | { kind: 'signed-in' }
  | { kind: 'failed' };

/** A page that names nothing the catalogue has, such as an unknown provider. */
export const NOT_FOUND = 'not-found';

/** Games a list shows first; "show more" and scrolling add pages of the same size. */
export const PAGE_SIZE = 24;
/** The most games a list's URL may ask for at once when the player comes back to it. */
export const MAX_SHOWN = 240;
/** Games in a lobby row. */
export const ROW_SIZE = 12;
export const MIN_SEARCH = 2;
