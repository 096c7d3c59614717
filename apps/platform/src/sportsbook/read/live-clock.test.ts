import { describe, expect, it } from 'vitest';
import { CHAMPS } from '../catalogue/champs';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import { champCountry } from './champ-country';
import { liveClock } from './live-clock';

const sport = (slug: string): SportDefinition => {
  const found = SPORTS.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`no sport ${slug}`);
  return found;
};

const progress = (elapsed: number, sets = 1): GameProgress => ({
  elapsed,
  completedPeriods: sets - 1,
  periodScores: Array.from({ length: sets }, () => ({ home: 3, away: 4 })),
  corners: { home: 0, away: 0 },
});

describe('liveClock', () => {
  it('gives football its half and the seconds played since kick-off', () => {
    expect(liveClock(sport('football'), progress(66.5 / 90))).toEqual({ phase: 'half', number: 2, seconds: 3990 });
    expect(liveClock(sport('football'), progress(0))).toEqual({ phase: 'half', number: 1, seconds: 0 });
  });

  it('gives ice hockey its period, and never a period past the last one', () => {
    expect(liveClock(sport('ice-hockey'), progress(0.5))).toMatchObject({ phase: 'period', number: 2, seconds: 1800 });
    expect(liveClock(sport('ice-hockey'), progress(1))).toMatchObject({ phase: 'period', number: 3 });
  });

  it('gives basketball its quarter and the time left in it', () => {
    // Four quarters of 10 minutes: 25 minutes played is the third quarter with 5 minutes left.
    expect(liveClock(sport('basketball'), progress(0.625))).toEqual({ phase: 'quarter', number: 3, seconds: 300 });
  });

  it('gives set sports their set, cyber sports their map, contests without parts their minute', () => {
    expect(liveClock(sport('tennis'), progress(0.3, 2))).toEqual({ phase: 'set', number: 2, seconds: 0 });
    expect(liveClock(sport('cs2'), progress(0.3, 3))).toEqual({ phase: 'map', number: 3, seconds: 0 });
    expect(liveClock(sport('mma'), progress(0.5))).toEqual({ phase: 'time', number: 1, seconds: 450 });
  });

  it('gives cricket its innings and the balls bowled in it, never past the last ball', () => {
    // Two innings of 20 overs (120 balls): 60 % of the match is the 24th ball of the second innings.
    expect(liveClock(sport('cricket'), progress(0.6))).toEqual({ phase: 'innings', number: 2, seconds: 0, balls: 24 });
    expect(liveClock(sport('cricket'), progress(1))).toEqual({ phase: 'innings', number: 2, seconds: 0, balls: 120 });
  });
});

describe('champCountry', () => {
  it('names the country of a national champ and none for an international one', () => {
    expect(champCountry('football', 'epl')).toBe('GB-ENG');
    expect(champCountry('football', 'europaleague')).toBeUndefined();
    expect(CHAMPS.some((champ) => champ.countryCode === null)).toBe(true);
  });
});
