import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminAction } from '../admin/run-admin-action';
import type { Env } from '../config/env';
import { CHOICES, postAs } from '../registration/registration-test-helpers';
import { BEHIND_TEST_PROXY, createTestApp } from '../testing/test-app';

type Platform = Awaited<ReturnType<typeof createTestApp>>;

/** A platform where visitors from Ukraine are sent to the site-updates page (block reason 4). */
async function platformBlockingUkraine(overrides: Partial<Env>): Promise<Platform> {
  const platform = await createTestApp(overrides);
  await runAdminAction({ db: platform.db, allowTestCommands: true }, 'blockAdd', { country: 'UA', reason: 4 });
  return platform;
}

let direct: Platform;
let proxied: Platform;
beforeAll(async () => {
  direct = await platformBlockingUkraine({});
  proxied = await platformBlockingUkraine(BEHIND_TEST_PROXY);
});
afterAll(async () => {
  for (const { app, db } of [direct, proxied]) {
    await app.close();
    await db.close();
  }
});

/** Eleven one-click registrations, each claiming an address of its own; the status of each. */
async function registerElevenTimes(app: FastifyInstance, firstOctet: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 1; index <= 11; index += 1) {
    const answer = await postAs(app, `${firstOctet}.0.113.${index}`)('/web-api/registration/one-click', CHOICES);
    statuses.push(answer.statusCode);
  }
  return statuses;
}

const blockFor = (app: FastifyInstance, country: string, remoteAddress = '127.0.0.1') =>
  app.inject({ url: '/blocks-api/api/v1/block/light', headers: { 'x-country-code': country }, remoteAddress });

describe('without TRUST_PROXY', () => {
  it('keys the per-address limits on the connected peer, whatever X-Forwarded-For claims', async () => {
    expect(await registerElevenTimes(direct.app, 203)).toEqual([...Array<number>(10).fill(200), 429]);
  });

  it('ignores the country a client states', async () => {
    expect((await blockFor(direct.app, 'UA')).json()).toEqual({ displayTypeId: 0, templateTypeId: 0 });
    const options = await direct.app.inject({
      url: '/web-api/registration/options?lng=en',
      headers: { 'x-country-code': 'KZ' },
    });
    expect(options.json()).toMatchObject({ default_country_id: 643 });
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  it('takes the client address the proxy forwards', async () => {
    expect(await registerElevenTimes(proxied.app, 198)).toEqual(Array<number>(11).fill(200));
  });

  it('takes the country the proxy states', async () => {
    expect((await blockFor(proxied.app, 'UA')).json()).toEqual({ displayTypeId: 1, templateTypeId: 4 });
  });

  it('ignores the country from a peer it does not name', async () => {
    const fromElsewhere = await blockFor(proxied.app, 'UA', '198.51.100.20');
    expect(fromElsewhere.json()).toEqual({ displayTypeId: 0, templateTypeId: 0 });
  });
});
