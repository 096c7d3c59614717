import { errorBodySchema } from '@betfront/contract';
import { specialOfferAnsweredSchema, specialOffersAnswerSchema } from '@betfront/contract/special-offers';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { bettingTestAppOfFile } from '../betting/betting-test-helpers';
import { admin, createChooser, readRunningBonus } from '../bonuses/bonus-test-helpers';
import { completeDeposit } from '../payments/payments-test-helpers';
import { expectMoneyConsistent, takeMoneySnapshot } from '../testing/money-consistency';
import { XHR } from '../testing/test-app';

const platform = bettingTestAppOfFile();
let offerCounter = 0;

async function createOffer(userIds: number[], extra: Record<string, unknown> = {}) {
  const code = `vip-reload-${++offerCounter}`;
  await admin(platform.db, 'bonusOfferCreate', {
    code,
    kind: 'deposit',
    titleRu: 'Личный бонус',
    titleEn: 'Personal bonus',
    rulesRu: 'Правила',
    rulesEn: 'Rules',
    percent: 100,
    caps: { RUB: '2000' },
    wagerMultiplier: 4,
    minCoef: 1.5,
    validDays: 7,
  });
  return (await admin(platform.db, 'specialOfferCreate', {
    code,
    titleRu: 'Только для вас',
    titleEn: 'Just for you',
    textRu: 'Удвоим следующий депозит.',
    textEn: 'We double your next deposit.',
    bonusOfferCode: code,
    userIds,
    ...extra,
  })) as { id: number };
}

const list = async (app: FastifyInstance, cookie: string, lng = 'en') =>
  specialOffersAnswerSchema.parse(
    (await app.inject({ url: `/web-api/special-offers?lng=${lng}`, headers: { cookie } })).json(),
  ).offers;
const answer = (app: FastifyInstance, cookie: string | null, offerId: number | string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/web-api/special-offers/${offerId}/answer`,
    headers: { ...XHR, ...(cookie ? { cookie } : {}) },
    payload: payload as object,
  });
const refusal = (response: { statusCode: number; json(): unknown }) => [
  response.statusCode,
  errorBodySchema.parse(response.json()).error.code,
];

describe('special offers', () => {
  it('shows an offer to the players it was made to; accepting takes its bonus for the next deposit, once', async () => {
    const { app, db } = platform;
    const player = await createChooser(db, 0);
    const other = await createChooser(db, 0);
    const { id } = await createOffer([player.userId]);
    expect(await list(app, other.cookie)).toEqual([]);
    const [shown] = await list(app, player.cookie, 'ru');
    expect(shown).toMatchObject({
      id,
      title: 'Только для вас',
      bonus: { title: 'Личный бонус', percent: '100.00', cap: '2000', currencyIso: 'RUB', validDays: 7 },
      answer: null,
    });
    const stranger = await answer(app, other.cookie, id, { answer: 'accepted' });
    expect(refusal(stranger)).toEqual([404, 'special_offer_not_found']);

    const before = await takeMoneySnapshot(db);
    const answers = await Promise.all([1, 2].map(() => answer(app, player.cookie, id, { answer: 'accepted' })));
    expect(answers.map((one) => one.statusCode).sort()).toEqual([200, 409]);
    const accepted = answers.find((one) => one.statusCode === 200);
    expect(specialOfferAnsweredSchema.parse(accepted?.json()).offer.answer).toBe('accepted');
    expect(await readRunningBonus(db, player.userId)).toMatchObject({ status: 'active' });
    await completeDeposit(app, db, player.cookie, '1500');
    expect(await readRunningBonus(db, player.userId)).toMatchObject({
      status: 'wagering',
      amount: '1500.00',
      wagerRequired: '6000.00',
    });
    const declineLater = await answer(app, player.cookie, id, { answer: 'declined' });
    expect(refusal(declineLater)).toEqual([409, 'special_offer_answered']);
    await expectMoneyConsistent(db, before);
  });

  it('records a decline, and refuses bad input, an ended offer and a bonus already running, writing nothing', async () => {
    const { app, db } = platform;
    const player = await createChooser(db, 0);
    const declined = await createOffer([player.userId]);
    const done = await answer(app, player.cookie, declined.id, { answer: 'declined' });
    expect(specialOfferAnsweredSchema.parse(done.json()).offer.answer).toBe('declined');
    expect(await readRunningBonus(db, player.userId)).toBeNull();

    const open = await createOffer([], { all: true });
    const bad = await Promise.all([
      answer(app, player.cookie, open.id, { answer: 'maybe' }),
      answer(app, player.cookie, open.id, {}),
      answer(app, player.cookie, 'abc', { answer: 'accepted' }),
      answer(app, player.cookie, open.id, { answer: 'accepted', extra: true }),
    ]);
    expect(bad.map(refusal)).toEqual(Array.from({ length: 4 }, () => [400, 'invalid_request']));
    expect((await answer(app, null, open.id, { answer: 'accepted' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/web-api/special-offers' })).statusCode).toBe(401);

    await db.query(`update special_offers set ends_at = now() - interval '1 minute' where id = $1`, [open.id]);
    expect(refusal(await answer(app, player.cookie, open.id, { answer: 'accepted' }))).toEqual([
      410,
      'special_offer_ended',
    ]);
    expect((await list(app, player.cookie)).map((offer) => offer.id)).toEqual([declined.id]);

    const first = await createOffer([player.userId]);
    const second = await createOffer([player.userId]);
    expect((await answer(app, player.cookie, first.id, { answer: 'accepted' })).statusCode).toBe(200);
    expect(refusal(await answer(app, player.cookie, second.id, { answer: 'accepted' }))).toEqual([
      409,
      'bonus_waiting_for_deposit',
    ]);
    const stored = await db.query('select 1 from special_offer_answers where offer_id = any($1::int[])', [
      [open.id, second.id],
    ]);
    expect(stored).toEqual([]);
  });

  it('refuses an offer without players, of an unknown bonus offer or unknown players', async () => {
    const base = { titleRu: 'а', titleEn: 'a', textRu: 'а', textEn: 'a' };
    await expect(
      admin(platform.db, 'specialOfferCreate', { ...base, code: 'nobody', bonusOfferCode: 'reload-50' }),
    ).rejects.toMatchObject({ statusCode: 400, code: 'audience_unclear' });
    await expect(
      admin(platform.db, 'specialOfferCreate', { ...base, code: 'ghost', bonusOfferCode: 'no-such', all: true }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'bonus_offer_not_found' });
    await expect(
      admin(platform.db, 'specialOfferCreate', {
        ...base,
        code: 'ghosts',
        bonusOfferCode: 'reload-50',
        userIds: [2_000_000_000],
      }),
    ).rejects.toMatchObject({ statusCode: 404, code: 'user_not_found' });
  });
});
