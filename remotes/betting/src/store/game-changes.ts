import type { GameSummary, Market } from '@betfront/contract/sportsbook';

/** How a newer version of a game differs from the one on the page. */
export interface GameChange {
  /** Anything but the markets and the version: the score, clock, status, names. */
  head: boolean;
  /** The markets' shape: markets or selections coming or going, opening or closing, the game suspended, renamed. */
  markets: boolean;
  /** Coefs that moved while the shape stayed, by selection id; empty when the shape changed. */
  moves: Map<string, string>;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  return aKeys.every((key) => Object.hasOwn(bRecord, key) && sameValue(aRecord[key], bRecord[key]));
}

function sameHead(before: GameSummary, after: GameSummary): boolean {
  for (const key of Object.keys(after) as (keyof GameSummary)[]) {
    if (key === 'markets' || key === 'version') continue;
    if (!sameValue(before[key], after[key])) return false;
  }
  return Object.keys(before).length === Object.keys(after).length;
}

/** Collects the moved coefs into `moves`; false when the markets differ in anything but their prices. */
function sameShape(before: readonly Market[], after: readonly Market[], moves: Map<string, string>): boolean {
  if (before.length !== after.length) return false;
  for (const [index, market] of after.entries()) {
    const old = before[index];
    if (!old || old.id !== market.id || old.period !== market.period || old.kind !== market.kind) return false;
    if (old.line !== market.line || old.selections.length !== market.selections.length) return false;
    for (const [place, selection] of market.selections.entries()) {
      const was = old.selections[place];
      if (!was || was.id !== selection.id || was.code !== selection.code || was.param !== selection.param) return false;
      if (was.coef === selection.coef) continue;
      if (was.coef === null || selection.coef === null) return false;
      moves.set(selection.id, selection.coef);
    }
  }
  return true;
}

/** What changed from `before` to `after`, so that a move of prices alone can skip re-rendering the game. */
export function compareGames(before: GameSummary, after: GameSummary): GameChange {
  const moves = new Map<string, string>();
  const markets =
    before.isSuspended !== after.isSuspended ||
    before.home.name !== after.home.name ||
    before.away.name !== after.away.name ||
    !sameShape(before.markets, after.markets, moves);
  if (markets) moves.clear();
  return { head: !sameHead(before, after), markets, moves };
}
