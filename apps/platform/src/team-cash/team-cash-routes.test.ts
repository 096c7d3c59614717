import { teamCashStatusSchema } from '@betfront/contract/team-cash';
import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile, createBettor } from '../betting/betting-test-helpers';
import { ADMIN } from '../testing/test-app';

const platform = bettingTestAppOfFile();

const statusOf = (cookie: string | null) =>
  platform.app.inject({ url: '/web-api/team-cash/status', headers: cookie ? { cookie } : {} });
const setAgent = (userId: number | string, on: unknown) =>
  platform.app.inject({
    method: 'PUT',
    url: `/admin-api/users/${userId}/team-cash`,
    payload: { on },
    headers: ADMIN,
  });

describe('team-cash standing', () => {
  it('is not an agent until the operator takes the player on, and back off', async () => {
    const { userId, cookie } = await createBettor(platform.db);
    expect(teamCashStatusSchema.parse((await statusOf(cookie)).json())).toEqual({ isAgent: false });
    expect((await setAgent(userId, true)).json()).toEqual({ result: { userId, isAgent: true } });
    expect(teamCashStatusSchema.parse((await statusOf(cookie)).json())).toEqual({ isAgent: true });
    await setAgent(userId, false);
    expect(teamCashStatusSchema.parse((await statusOf(cookie)).json())).toEqual({ isAgent: false });
  });

  it('answers a visitor 401 and refuses an unknown player or a bad value', async () => {
    expect((await statusOf(null)).statusCode).toBe(401);
    expect((await setAgent(999_999, true)).statusCode).toBe(404);
    const { userId } = await createBettor(platform.db);
    expect((await setAgent(userId, 'yes')).statusCode).toBe(400);
    expect((await setAgent('0x10', true)).statusCode).toBe(400);
  });
});
