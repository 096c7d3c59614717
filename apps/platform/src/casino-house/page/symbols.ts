import type { SymbolSet } from '../engines/game-settings';

/** The seven paying symbols of each set (lowest first), drawn with the page's font. */
const SETS: Record<SymbolSet, readonly string[]> = {
  fruits: ['●', '◐', '☘', '♣', '♦', '♥', '7'],
  gems: ['◆', '◇', '▲', '⬟', '⬢', '♛', '✦'],
  egypt: ['△', '☼', '☾', '⚱', '♆', '☥', '♛'],
  space: ['☾', '✦', '☄', '♄', '⚛', '☀', '★'],
  ocean: ['♒', '❀', '✺', '☸', '⚓', '♆', '♛'],
  classic: ['J', 'Q', 'K', 'A', '♣', 'BAR', '7'],
};

/** A colour per paying symbol, so a line of equals reads at a glance. */
export const SYMBOL_HUES = [200, 140, 90, 40, 280, 330, 0];

export const WILD_LABEL = 'WILD';
export const SCATTER_LABEL = '★';

export function symbolLabel(set: SymbolSet, symbol: number): string {
  if (symbol === 7) return WILD_LABEL;
  if (symbol === 8) return SCATTER_LABEL;
  return SETS[set][symbol] ?? '?';
}
