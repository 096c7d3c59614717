import { describe, expect, it } from 'vitest';
import { betLockReason, isBetFinished, isBetLive, isBetLocked, type BetConditionSubject } from './bet-conditions';

const bet = (
  game: BetConditionSubject['game'] = {},
  market: BetConditionSubject['market'] = {},
): BetConditionSubject => ({
  market,
  game,
});

describe('bet conditions', () => {
  it('live: not finished and has game time', () => {
    expect(isBetLive(bet({ gameTime: 0 }))).toBe(true);
    expect(isBetLive(bet({ gameTime: 1200, isFinished: true }))).toBe(false);
  });

  it('live: the game is live, or game status is 2 or 3, or the market is live', () => {
    expect(isBetLive(bet({ isLive: true }))).toBe(true);
    expect(isBetLive(bet({ statusId: 2 }))).toBe(true);
    expect(isBetLive(bet({ statusId: 3 }))).toBe(true);
    expect(isBetLive(bet({}, { isLive: true }))).toBe(true);
    expect(isBetLive(bet({ statusId: 1 }))).toBe(false);
  });

  it('finished: the finished flag or status 4', () => {
    expect(isBetFinished(bet({ isFinished: true }))).toBe(true);
    expect(isBetFinished(bet({ statusId: 4 }))).toBe(true);
    expect(isBetFinished(bet({ statusId: 3 }))).toBe(false);
  });

  it('locked: blocked, dependent or banned from express', () => {
    expect(isBetLocked({ ...bet(), isBlocked: true })).toBe(true);
    expect(isBetLocked({ ...bet(), isDepend: true })).toBe(true);
    expect(isBetLocked({ ...bet(), isBannedExpress: true })).toBe(true);
    expect(isBetLocked({ ...bet(), isBlocked: false, isDepend: false, isBannedExpress: false })).toBe(false);
  });

  it('lock reason: blocked first, then dependent, then banned from express; none when not locked', () => {
    expect(betLockReason({ ...bet(), isBlocked: true, isDepend: true, isBannedExpress: true })).toBe('blocked');
    expect(betLockReason({ ...bet(), isDepend: true, isBannedExpress: true })).toBe('dependent');
    expect(betLockReason({ ...bet(), isBannedExpress: true })).toBe('bannedExpress');
    expect(betLockReason(bet())).toBeNull();
  });
});
