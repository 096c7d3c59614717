import { describe, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import en from '../../../../apps/platform/src/dictionaries/data/betting-board/en.json';
import ru from '../../../../apps/platform/src/dictionaries/data/betting-board/ru.json';
import { liveStatusText } from './live-clock-text';

const tEn = createTranslate(en);
const tRu = createTranslate(ru);
const noPeriods: { home: number; away: number }[] = [];

describe('liveStatusText', () => {
  it('names the half and the minute of a football game in the page language', () => {
    const game = { clock: { phase: 'half', number: 2, seconds: 3990 } as const, periodScores: noPeriods };
    expect(liveStatusText(game, tEn)).toBe("2H 67'");
    expect(liveStatusText(game, tRu)).toBe("2-й тайм 67'");
  });

  it('tells a cricket innings in overs and balls', () => {
    const game = { clock: { phase: 'innings', number: 1, seconds: 0, balls: 75 } as const, periodScores: noPeriods };
    expect(liveStatusText(game, tEn)).toBe('Inn\u00a01 · 12.3\u00a0ov');
    expect(liveStatusText(game, tRu)).toBe('1-й иннинг · 12.3\u00a0ов.');
  });

  it('counts a quarter down in minutes and seconds', () => {
    const game = { clock: { phase: 'quarter', number: 3, seconds: 252 } as const, periodScores: noPeriods };
    expect(liveStatusText(game, tEn)).toBe('Q3 04:12');
  });

  it('follows a set with the games of the set being played', () => {
    const game = {
      clock: { phase: 'set', number: 2, seconds: 0 } as const,
      periodScores: [
        { home: 6, away: 4 },
        { home: 3, away: 4 },
      ],
    };
    expect(liveStatusText(game, tEn)).toBe('Set 2 · 3–4');
    expect(liveStatusText(game, tRu)).toBe('2-й сет · 3–4');
  });

  it('says nothing for a game without a clock', () => {
    expect(liveStatusText({ periodScores: noPeriods }, tEn)).toBe('');
  });
});
