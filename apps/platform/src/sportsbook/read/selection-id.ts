import type { MarketKey } from '../pricing/market-kinds';
import { isMarketKind, isMarketPeriod, marketKeyId } from '../pricing/market-kinds';

export interface SelectionRef {
  gameId: number;
  key: MarketKey;
  code: string;
}

export const selectionId = (gameId: number, key: MarketKey, code: string): string =>
  `${gameId}:${marketKeyId(key)}:${code}`;

/** The game, market and outcome a selection id names, or null for an id the platform never gave out. */
export function parseSelectionId(id: string): SelectionRef | null {
  const [game, period, kind, line, ...codeParts] = id.split(':');
  const code = codeParts.join(':');
  if (!game || !period || !kind || line === undefined || !code || !/^\d+$/.test(game)) return null;
  if (!isMarketPeriod(period) || !isMarketKind(kind)) return null;
  const lineValue = line === '' ? null : Number(line);
  if (lineValue !== null && !Number.isFinite(lineValue)) return null;
  const key: MarketKey = { period, kind, line: lineValue };
  return { gameId: Number(game), key, code };
}
