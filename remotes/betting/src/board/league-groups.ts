import type { GameSummary } from '@betfront/contract/sportsbook';

/** The games of one league in a list, in the list's order. */
export interface LeagueGroup {
  champId: number;
  /** The league's first game: its names, sport and country head the group. */
  first: GameSummary;
  games: GameSummary[];
}

/** Groups a list's games by league, the leagues in the order their first game comes, the games in list order. */
export function groupByLeague(games: readonly GameSummary[]): LeagueGroup[] {
  const groups = new Map<number, LeagueGroup>();
  for (const game of games) {
    const group = groups.get(game.champId);
    if (group) group.games.push(game);
    else groups.set(game.champId, { champId: game.champId, first: game, games: [game] });
  }
  return [...groups.values()];
}
