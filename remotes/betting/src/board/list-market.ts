import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import type { Translate } from '@betfront/remote-kit';

/** The market a list shows in each row, chosen above the list. */
export type ListMarket = 'result' | 'total' | 'handicap';

export const LIST_MARKETS: readonly ListMarket[] = ['result', 'total', 'handicap'];

const KINDS: Readonly<Record<ListMarket, readonly Market['kind'][]>> = {
  result: ['winner3', 'winner2'],
  total: ['total'],
  handicap: ['handicap'],
};

/** The game's main market of the chosen sort: its winner, its main total or its main handicap. */
export function rowMarket(game: Pick<GameSummary, 'markets'>, choice: ListMarket): Market | undefined {
  return game.markets.find((market) => market.period === 'game' && KINDS[choice].includes(market.kind));
}

/**
 * The column names of a league's rows: "1 X 2" (or "1 2" where there is no draw), "Total Over Under",
 * "Line 1 2". The rows of a league share a sport, so its first game with the market sets them.
 */
export function marketColumns(games: readonly Pick<GameSummary, 'markets'>[], choice: ListMarket, t: Translate) {
  switch (choice) {
    case 'result': {
      const threeWay = games.some((game) => rowMarket(game, 'result')?.kind === 'winner3');
      return threeWay ? ['1', 'X', '2'] : ['1', '2'];
    }
    case 'total':
      return [t('betting-board.column.total'), t('betting-board.column.over'), t('betting-board.column.under')];
    case 'handicap':
      return [t('betting-board.column.handicap'), '1', '2'];
  }
}
