import { MARKET_KINDS, MARKET_PERIODS } from '@betfront/contract/sportsbook';
import type { Market, MarketKind, MarketPeriod, Selection } from '@betfront/contract/sportsbook';

/** The market and selection a selection id names (`{gameId}:{period}:{kind}:{line}:{code}`), priced at `coef`. */
export function selectionFromId(id: string, coef: string | null): { market: Market; selection: Selection } | null {
  const [, period = '', kind = '', lineText = '', ...codeParts] = id.split(':');
  const code = codeParts.join(':');
  if (!(MARKET_PERIODS as readonly string[]).includes(period) || !(MARKET_KINDS as readonly string[]).includes(kind)) {
    return null;
  }
  const line = lineText === '' ? null : Number(lineText);
  const param = line === null || kind === 'correct-score' ? null : kind === 'handicap' && code === '2' ? -line : line;
  const market: Market = {
    id: `${period}:${kind}:${lineText}`,
    period: period as MarketPeriod,
    kind: kind as MarketKind,
    line,
    selections: [],
  };
  const selection: Selection = { id, code, param, coef };
  return { market: { ...market, selections: [selection] }, selection };
}
