import type { GameSummary } from '@betfront/contract/sportsbook';

/** Every offered coef of every game a cent above its price on even ticks and a cent below on odd ones. */
export function moveEveryOdd(games: readonly GameSummary[], tick: number): GameSummary[] {
  const step = tick % 2 === 0 ? 0.01 : -0.01;
  return games.map((game) => ({
    ...game,
    version: game.version + tick + 1,
    isSuspended: false,
    markets: game.markets.map((market) => ({
      ...market,
      selections: market.selections.map((selection) => {
        if (selection.coef === null) return selection;
        const moved = Math.max(1.01, Number(selection.coef) + step);
        return { ...selection, coef: moved.toFixed(2) };
      }),
    })),
  }));
}
