import type { GameSummary, Market } from '@betfront/contract/sportsbook';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress, PricedMarket } from '../pricing/game-markets';
import { setsWon } from '../pricing/game-markets';
import { champCountry } from './champ-country';
import type { GameRow } from './game-rows';
import { liveClock } from './live-clock';
import { selectionId } from './selection-id';

export interface LiveView {
  progress: GameProgress;
  isSuspended: boolean;
  version: number;
}

const BALANCED_COEF = 1.9;

const inLanguage = (russian: boolean, en: string, ru: string) => (russian ? ru : en);

function toMarket(gameId: number, market: PricedMarket, isSuspended: boolean): Market {
  return {
    id: market.id,
    period: market.period,
    kind: market.kind,
    line: market.line,
    selections: market.outcomes.map((outcome) => ({
      id: selectionId(gameId, market, outcome.code),
      code: outcome.code,
      param: outcome.param,
      coef: isSuspended ? null : outcome.coef,
    })),
  };
}

/** How far a two-way market is from even money; the main line of a list is the most even one. */
function imbalance(market: PricedMarket): number {
  const coefs = market.outcomes.map((o) => (o.coef === null ? Infinity : Math.abs(Number(o.coef) - BALANCED_COEF)));
  return Math.max(...coefs);
}

function mostBalanced(markets: PricedMarket[], kind: PricedMarket['kind']): PricedMarket[] {
  const candidates = markets.filter((m) => m.period === 'game' && m.kind === kind);
  const best = candidates.reduce<PricedMarket | null>(
    (found, m) => (found === null || imbalance(m) < imbalance(found) ? m : found),
    null,
  );
  return best ? [best] : [];
}

/** The markets a list shows for a game: the winner, the main total and the main handicap. */
export function mainMarkets(markets: PricedMarket[]): PricedMarket[] {
  const winner = markets.filter((m) => m.period === 'game' && (m.kind === 'winner3' || m.kind === 'winner2'));
  return [...winner, ...mostBalanced(markets, 'total'), ...mostBalanced(markets, 'handicap')];
}

function scoreOf(sport: SportDefinition, progress: GameProgress): GameSummary['score'] {
  if (sport.model.kind !== 'goals') return setsWon(progress);
  return progress.periodScores.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), {
    home: 0,
    away: 0,
  });
}

export interface GameViewInput {
  row: GameRow;
  sport: SportDefinition;
  markets: PricedMarket[];
  /** The simulator's view of a game in play; the stored progress otherwise. */
  live: LiveView | null;
  russian: boolean;
  allMarkets: boolean;
}

export function toGameSummary({ row, sport, markets, live, russian, allMarkets }: GameViewInput): GameSummary {
  const id = Number(row.id);
  const progress = live?.progress ?? row.progress;
  const isSuspended = live?.isSuspended ?? false;
  const shown = allMarkets ? markets : mainMarkets(markets);
  const country = champCountry(row.sport_slug, row.champ_slug);
  return {
    id,
    sportId: row.sport_id,
    sportSlug: row.sport_slug,
    sportName: inLanguage(russian, row.sport_en, row.sport_ru),
    isCyber: row.is_cyber,
    champId: row.champ_id,
    champSlug: row.champ_slug,
    champName: inLanguage(russian, row.champ_en, row.champ_ru),
    ...(country ? { champCountry: country } : {}),
    home: { id: row.home_id, name: inLanguage(russian, row.home_en, row.home_ru) },
    away: { id: row.away_id, name: inLanguage(russian, row.away_en, row.away_ru) },
    startAt: new Date(row.start_at).toISOString(),
    status: row.status,
    score: row.status === 'line' ? null : scoreOf(sport, progress),
    periodScores: [...progress.periodScores],
    elapsed: progress.elapsed,
    ...(row.status === 'live' ? { clock: liveClock(sport, progress) } : {}),
    isSuspended,
    version: live?.version ?? row.version,
    markets: row.status === 'finished' ? [] : shown.map((market) => toMarket(id, market, isSuspended)),
    marketsCount: row.status === 'finished' ? 0 : markets.length,
  };
}
