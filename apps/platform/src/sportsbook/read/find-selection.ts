import type { GameSummary, Market, Selection } from '@betfront/contract/sportsbook';

/** A selection as offered now, with its market and its game (every market of the game priced). */
export interface SelectionQuote {
  game: GameSummary;
  market: Market;
  selection: Selection;
}

/** Finds a selection by its id among a game's markets; null when the game no longer offers it. */
export function findSelection(game: GameSummary, selectionId: string): SelectionQuote | null {
  for (const market of game.markets) {
    const selection = market.selections.find((candidate) => candidate.id === selectionId);
    if (selection) return { game, market, selection };
  }
  return null;
}
