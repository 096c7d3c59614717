import { describe, expect, it } from 'vitest';
import { COUPON_TYPE_IDS, type CouponTypeId } from '../coupon-types';
import { dependentBetIds, sameGameBetIds, typeCombinesBets } from './dependent-bets';

// Selection ids as the platform builds them: game, period, kind, line, outcome.
const homeWin = { id: '101:game:winner3::1', gameId: 101 };
const homeOrDraw = { id: '101:game:double-chance::1X', gameId: 101 };
const firstHalfOver = { id: '101:first-half:total:1.5:over', gameId: '101' };
const otherGame = { id: '202:game:winner3::2', gameId: 202 };

describe('same game', () => {
  it('marks every bet that shares its game with another, whatever the market', () => {
    expect(sameGameBetIds([homeWin, otherGame, homeOrDraw])).toEqual(new Set([homeWin.id, homeOrDraw.id]));
  });

  it('counts another period of the game as the same game, with the game id as a number or a string', () => {
    expect(sameGameBetIds([homeWin, firstHalfOver])).toEqual(new Set([homeWin.id, firstHalfOver.id]));
  });

  it('marks nothing when every bet is on a game of its own', () => {
    expect(sameGameBetIds([homeWin, otherGame])).toEqual(new Set());
    expect(sameGameBetIds([])).toEqual(new Set());
  });
});

describe('dependent bets by coupon type', () => {
  const separate: CouponTypeId[] = [0, 4, 9];
  const combining = COUPON_TYPE_IDS.filter((typeId) => !separate.includes(typeId));

  it('single, multi and many singles place each bet alone, so nothing in them is dependent', () => {
    for (const typeId of separate) {
      expect(typeCombinesBets(typeId)).toBe(false);
      expect(dependentBetIds(typeId, [homeWin, homeOrDraw])).toEqual(new Set());
    }
  });

  it('express, system, chain, conditional, anti-express, lucky and patent combine bets: same-game bets depend', () => {
    expect(combining).toEqual([1, 2, 3, 5, 6, 7, 8]);
    for (const typeId of combining) {
      expect(typeCombinesBets(typeId)).toBe(true);
      expect(dependentBetIds(typeId, [homeWin, otherGame, homeOrDraw])).toEqual(new Set([homeWin.id, homeOrDraw.id]));
    }
  });
});
