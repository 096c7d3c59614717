import { describe, expect, it } from 'vitest';
import { isTeamCashOn, noticeCount } from './team-cash-rules';

describe('the team-cash notice', () => {
  it('is due at exactly 3 and at 4 completed deposits, once at each', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((count) => noticeCount(count, undefined))).toEqual([
      null,
      null,
      null,
      3,
      4,
      null,
      null,
    ]);
    expect(noticeCount(3, '3')).toBeNull();
    expect(noticeCount(4, '3')).toBe(4);
    expect(noticeCount(4, '4')).toBeNull();
  });

  it('needs the agent-network feature (12) on', () => {
    expect(isTeamCashOn([1, 2, 12])).toBe(true);
    expect(isTeamCashOn([1, 2, 13])).toBe(false);
  });
});
