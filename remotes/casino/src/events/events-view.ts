import type { CasinoPromotion, TournamentAnswer, TournamentSummary } from '@betfront/contract/casino-events';

/** What a page of the casino's bonus section shows: tournaments, a tournament, promotions or a promotion. */
export type EventsView =
  | { kind: 'overview'; tournaments: TournamentSummary[]; promotions: CasinoPromotion[] }
  | { kind: 'tournaments'; tournaments: TournamentSummary[] }
  | { kind: 'tournament'; answer: TournamentAnswer; isResults: boolean }
  | { kind: 'promotions'; promotions: CasinoPromotion[]; isPromoCodes: boolean }
  | { kind: 'promotion'; promotion: CasinoPromotion }
  | { kind: 'failed' };
