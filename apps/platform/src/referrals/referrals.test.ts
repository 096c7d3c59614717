import { errorBodySchema } from '@betfront/contract';
import { referralCollectAnswerSchema, referralsAnswerSchema } from '@betfront/contract/referrals';
import { describe, expect, it } from 'vitest';
import { completeDeposit, createPayer, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { SESSION_COOKIE } from '../session/session-cookie';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';

const platform = paymentsAppOfFile();
const CHOICES = { currency_id: 1, country_id: 643, bonus_choice: 0 };

const referrals = async (cookie: string) =>
  referralsAnswerSchema.parse(
    (await platform.app.inject({ url: '/web-api/referrals?lng=en', headers: { cookie } })).json(),
  );
const collect = (cookie: string, friendId: number | string) =>
  platform.app.inject({ method: 'POST', url: `/web-api/referrals/${friendId}/collect`, headers: { ...XHR, cookie } });

/** A visitor who opened the link (or not) and registered in one click: their session cookie and id. */
async function registerFriend(linkPath: string | null): Promise<{ cookie: string; userId: number }> {
  const headers: Record<string, string> = { ...XHR };
  if (linkPath) {
    const page = await platform.app.inject({ url: linkPath });
    const referral = page.cookies.find((cookie) => cookie.name === 'refererid');
    expect(referral?.maxAge).toBe(60 * 24 * 60 * 60);
    headers.cookie = `refererid=${referral?.value ?? ''}`;
  }
  const registered = await platform.app.inject({
    method: 'POST',
    url: '/web-api/registration/one-click',
    headers,
    payload: CHOICES,
  });
  expect(registered.statusCode).toBe(200);
  const session = registered.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  return {
    cookie: `${SESSION_COOKIE}=${session?.value ?? ''}`,
    userId: registered.json<{ user_id: number }>().user_id,
  };
}

describe('bring a friend', () => {
  it('ties a friend who registered through the link, qualifies them by a deposit and pays the reward once', async () => {
    const referrer = await createPayer(platform.db);
    const first = await referrals(referrer.cookie);
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link_path).toBe(`/en/registration?refererid=${first.code}`);
    expect(first.rule).toEqual({ currency_iso: 'RUB', min_deposit: '500.00', reward: '300.00' });
    expect(first.friends).toEqual([]);
    expect((await referrals(referrer.cookie)).code).toBe(first.code);

    const friend = await registerFriend(first.link_path);
    const stranger = await registerFriend(null);
    const listed = await referrals(referrer.cookie);
    expect(listed.friends.map((one) => [one.id, one.status])).toEqual([[friend.userId, 'registered']]);
    expect(listed.friends.some((one) => one.id === stranger.userId)).toBe(false);

    const early = await collect(referrer.cookie, friend.userId);
    expect(early.statusCode).toBe(409);
    expect(errorBodySchema.parse(early.json()).error.code).toBe('referral_not_qualified');

    const before = await takeMoneySnapshot(platform.db);
    await completeDeposit(platform.app, platform.db, friend.cookie, '200');
    expect((await referrals(referrer.cookie)).friends[0]?.status).toBe('registered');
    await completeDeposit(platform.app, platform.db, friend.cookie, '600');
    const qualified = (await referrals(referrer.cookie)).friends[0];
    expect(qualified).toMatchObject({ status: 'qualified', reward: { amount: '300.00', currency_iso: 'RUB' } });

    const paid = referralCollectAnswerSchema.parse((await collect(referrer.cookie, friend.userId)).json());
    expect(paid).toEqual({ amount: '300.00', currency_iso: 'RUB', balance: '300.00' });
    const again = await collect(referrer.cookie, friend.userId);
    expect(again.statusCode).toBe(409);
    expect(errorBodySchema.parse(again.json()).error.code).toBe('referral_reward_paid');
    expect((await referrals(referrer.cookie)).friends[0]?.status).toBe('paid');
    const [entry] = await platform.db.query<{ kind: string }>(
      "select kind from ledger_entries where reference = $1 and kind = 'referral_reward'",
      [`referral:${friend.userId}`],
    );
    expect(entry?.kind).toBe('referral_reward');
    await expectMoneyConsistent(platform.db, before);
  });

  it('refuses another player’s friend, a bad id and a visitor, writing nothing', async () => {
    const referrer = await createPayer(platform.db);
    const friend = await registerFriend((await referrals(referrer.cookie)).link_path);
    const other = await createPayer(platform.db);
    const foreign = await collect(other.cookie, friend.userId);
    expect(foreign.statusCode).toBe(404);
    expect(errorBodySchema.parse(foreign.json()).error.code).toBe('referral_not_found');
    expect((await collect(other.cookie, 'abc')).statusCode).toBe(400);
    expect((await collect('', friend.userId)).statusCode).toBe(401);
    expect(
      (await platform.app.inject({ url: '/web-api/referrals?lng=english', headers: { cookie: other.cookie } }))
        .statusCode,
    ).toBe(400);
    const rows = await platform.db.query('select 1 from ledger_entries where reference = $1', [
      `referral:${friend.userId}`,
    ]);
    expect(rows).toEqual([]);
  });

  it('ignores a malformed or unknown code in the link and a player’s own code', async () => {
    const page = await platform.app.inject({ url: '/en/registration?refererid=not-a-code' });
    expect(page.cookies.some((cookie) => cookie.name === 'refererid')).toBe(false);
    const unknown = await registerFriend('/en/registration?refererid=ZZZZZZZZ');
    const [row] = await platform.db.query('select 1 from referrals where friend_user_id = $1', [unknown.userId]);
    expect(row).toBeUndefined();
  });
});
