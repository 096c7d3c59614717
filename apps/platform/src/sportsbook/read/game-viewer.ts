import { contentLanguageFor } from '@betfront/contract/content';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import type { PricedMarket } from '../pricing/game-markets';
import { NOT_STARTED } from '../schedule/schedule-games';
import type { GameRow } from './game-rows';
import { toGameSummary } from './game-view';
import type { LiveView } from './game-view';
import { createPriceCache } from './price-cache';

export const isRussian = (lng: string) => contentLanguageFor(lng) === 'ru';

export function sportOf(row: { sport_slug: string }): SportDefinition {
  const sport = SPORTS.find((s) => s.slug === row.sport_slug);
  if (!sport) throw new Error(`Unknown sport ${row.sport_slug}`);
  return sport;
}

/**
 * Turns stored games into what the site shows, priced now. A game in play is priced from its stored state, which
 * the simulator writes as it changes: every process reading the same row offers the same prices.
 */
export function createGameViewer() {
  const prices = createPriceCache();

  function priced(row: GameRow): { markets: PricedMarket[]; live: LiveView | null } {
    const sport = sportOf(row);
    const id = Number(row.id);
    if (row.status === 'live') {
      const [homeDrift, awayDrift] = row.form_drift;
      const strengths: [number, number] = [row.home_strength + homeDrift, row.away_strength + awayDrift];
      const live = { progress: row.progress, isSuspended: row.suspended_until !== null, version: row.version };
      return { markets: prices.markets(id, row.version, sport, strengths, row.progress), live };
    }
    if (row.status === 'finished') return { markets: [], live: null };
    const progress = row.status === 'line' ? NOT_STARTED : row.progress;
    const strengths: [number, number] = [row.home_strength, row.away_strength];
    return { markets: prices.markets(id, row.version, sport, strengths, progress), live: null };
  }

  return {
    view(row: GameRow, lng: string, allMarkets: boolean): GameSummary {
      return toGameSummary({ row, sport: sportOf(row), ...priced(row), russian: isRussian(lng), allMarkets });
    },
  };
}

export type GameViewer = ReturnType<typeof createGameViewer>;
