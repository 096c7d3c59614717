import type { GameSummary } from '@betfront/contract/sportsbook';

/** A live game without markets, as the feed sends it. */
export function gameFixture(id: number, version: number): GameSummary {
  return {
    id,
    sportId: 1,
    sportSlug: 'football',
    sportName: 'Football',
    isCyber: false,
    champId: 10,
    champSlug: 'epl',
    champName: 'England. Premier League',
    home: { id: 1, name: 'Arsenal' },
    away: { id: 2, name: 'Chelsea' },
    startAt: '2030-01-01T12:00:00.000Z',
    status: 'live',
    score: { home: 0, away: 0 },
    periodScores: [],
    elapsed: 0.1,
    isSuspended: false,
    version,
    markets: [],
    marketsCount: 0,
  };
}
