import { describe, expect, it } from 'vitest';
import { createTranslate, createQueryClient } from '@betfront/remote-kit';
import { renderToString } from 'react-dom/server';
import { ROUTES } from '../../../apps/shell/src/routes/catalogue';
import betsEn from '../../../apps/platform/src/dictionaries/data/bets/en.json';
import betsRu from '../../../apps/platform/src/dictionaries/data/bets/ru.json';
import bonusesEn from '../../../apps/platform/src/dictionaries/data/bonuses/en.json';
import bonusesRu from '../../../apps/platform/src/dictionaries/data/bonuses/ru.json';
import mailingEn from '../../../apps/platform/src/dictionaries/data/mailing/en.json';
import mailingRu from '../../../apps/platform/src/dictionaries/data/mailing/ru.json';
import identificationEn from '../../../apps/platform/src/dictionaries/data/identification/en.json';
import identificationRu from '../../../apps/platform/src/dictionaries/data/identification/ru.json';
import referralsEn from '../../../apps/platform/src/dictionaries/data/referrals/en.json';
import referralsRu from '../../../apps/platform/src/dictionaries/data/referrals/ru.json';
import loginEn from '../../../apps/platform/src/dictionaries/data/login/en.json';
import loginRu from '../../../apps/platform/src/dictionaries/data/login/ru.json';
import officeCasinoEn from '../../../apps/platform/src/dictionaries/data/office-casino/en.json';
import officeCasinoRu from '../../../apps/platform/src/dictionaries/data/office-casino/ru.json';
import officeEn from '../../../apps/platform/src/dictionaries/data/office/en.json';
import officeRu from '../../../apps/platform/src/dictionaries/data/office/ru.json';
import paymentsEn from '../../../apps/platform/src/dictionaries/data/payments/en.json';
import paymentsRu from '../../../apps/platform/src/dictionaries/data/payments/ru.json';
import registrationEn from '../../../apps/platform/src/dictionaries/data/registration/en.json';
import registrationRu from '../../../apps/platform/src/dictionaries/data/registration/ru.json';
import securityEn from '../../../apps/platform/src/dictionaries/data/security/en.json';
import securityRu from '../../../apps/platform/src/dictionaries/data/security/ru.json';
import supportEn from '../../../apps/platform/src/dictionaries/data/support/en.json';
import supportRu from '../../../apps/platform/src/dictionaries/data/support/ru.json';
import walletEn from '../../../apps/platform/src/dictionaries/data/wallet/en.json';
import walletRu from '../../../apps/platform/src/dictionaries/data/wallet/ru.json';
import { describeRemoteRoutes } from '../../../packages/ui/src/testing/remote-route-suite';
import { headingOf, sampleContext } from '../../../packages/ui/src/testing/route-samples';
import { remote } from './remote';
import { withQueries } from '@betfront/remote-kit/testing/query-client';

// every dictionary the remote lists, as the shell loads them for its pages
const en = {
  ...officeEn,
  ...loginEn,
  ...registrationEn,
  ...securityEn,
  ...walletEn,
  ...betsEn,
  ...paymentsEn,
  ...officeCasinoEn,
  ...bonusesEn,
  ...supportEn,
  ...mailingEn,
  ...referralsEn,
  ...identificationEn,
};
const ru = {
  ...officeRu,
  ...loginRu,
  ...registrationRu,
  ...securityRu,
  ...walletRu,
  ...betsRu,
  ...paymentsRu,
  ...officeCasinoRu,
  ...bonusesRu,
  ...supportRu,
  ...mailingRu,
  ...referralsRu,
  ...identificationRu,
};

describeRemoteRoutes({
  remote,
  routes: ROUTES,
  dictionaries: { ru, en },
  samples: {
    registration: [{}, { type: 'socialregistration' }],
    'office.payment.create-request': [{}, { topicId: '3' }, { topicId: '3', subTopicId: '14' }],
    'office.payment.create-request.transactions': [{ topicId: '3' }, { topicId: '3', transactionId: '900' }],
  },
});

const noNetwork = () => Promise.reject(new Error('no network'));

function routeNamed(name: string) {
  const route = ROUTES.find((entry) => entry.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

async function load(name: string, params: Record<string, string>, query: Record<string, string> = {}, lng = 'en') {
  const ctx = sampleContext(lng, routeNamed(name), params, query);
  return { ctx, loaded: await remote.load({ ctx, fetch: noNetwork, queries: createQueryClient() }) };
}

async function render(name: string, params: Record<string, string>, query: Record<string, string> = {}, lng = 'en') {
  const { ctx, loaded } = await load(name, params, query, lng);
  if (loaded.status !== 200) throw new Error(`${name} answered ${loaded.status}`);
  return renderToString(
    withQueries(<remote.App ctx={ctx} data={loaded.data} t={createTranslate(lng === 'ru' ? ru : en)} />),
  );
}

describe('office remote', () => {
  it('shows the office menu with the section of the page marked', async () => {
    const html = await render('office.phone-change', {});
    expect(headingOf(html)).toBe('Change phone number');
    expect(html).toContain('<nav aria-label="Account menu"');
    expect(html).toMatch(/<a href="\/en\/office\/phone-binding" aria-current="page"/);
    expect(html).toContain('<a href="/en/office/menu"');
  });

  it('lists the sections of a menu category on its hub page', async () => {
    const html = await render('office.menu.promo', {}, {}, 'ru');
    expect(headingOf(html)).toBe('Бонусы и предложения');
    expect(html).toContain('<nav aria-label="Разделы личного кабинета"');
    expect(html).toContain('href="/ru/office/promo-code-check"');
  });

  it('names the parameters of a payment request', async () => {
    const html = await render('office.payment.create-request', { topicId: '3', subTopicId: '14' });
    expect(headingOf(html)).toBe('Payment request: topic 3.14');
  });

  it('marks the current page in the support navigation', async () => {
    const html = await render('support.email', {});
    expect(html).toMatch(/<a href="\/en\/support\/email" aria-current="page"/);
  });

  it('reads a promo code from the query', async () => {
    const html = await render('office.promo-code-check', {}, { promocode: 'SPRING25' });
    expect(html).toContain('Check what promo code SPRING25 gives and activate it.');
  });

  it('answers 404 for values it does not know', async () => {
    expect((await load('registration', { type: 'express' })).loaded.status).toBe(404);
    expect((await load('office.history-mail', {}, { accountId: 'main' })).loaded.status).toBe(404);
    expect((await load('office.promo-code-check', {}, { promocode: '<script>' })).loaded.status).toBe(404);
  });
});
