// @vitest-environment happy-dom
import type { BonusesAnswer, PlayerBonus } from '@betfront/contract/bonuses';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import bonusesEn from '../../../../apps/platform/src/dictionaries/data/bonuses/en.json';
import bonusesRu from '../../../../apps/platform/src/dictionaries/data/bonuses/ru.json';
import officeEn from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import officeRu from '../../../../apps/platform/src/dictionaries/data/office/ru.json';
import type { OfficeData } from '../office-data';
import { installAnswersByPath } from '../shared/testing/answers-by-path';
import type { PathAnswers } from '../shared/testing/answers-by-path';
import { BONUS_BODIES } from './bodies';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';

const en = createTranslate({ ...officeEn, ...bonusesEn }, 'en');
const ru = createTranslate({ ...officeRu, ...bonusesRu }, 'ru');
const ctxOf = (name: string, lng = 'en', query: Record<string, string> = {}) => ({
  lng,
  route: { name, params: {}, query, path: `/${lng}/office/bonuses` },
  user: { id: 7 },
  isMobile: false,
});
const dataOf = (name: string, vars: Record<string, string> = {}): OfficeData => ({
  area: 'office',
  content: 'list',
  stem: `office.page.${name}`,
  vars,
});
const bodyOf = (name: string) => {
  const Body = BONUS_BODIES[name];
  if (!Body) throw new Error(`no body for ${name}`);
  return Body;
};

const wagering: PlayerBonus = {
  id: '300000001',
  source: 'welcome',
  title: 'Welcome sport bonus',
  status: 'wagering',
  currencyIso: 'RUB',
  amount: '500.00',
  wagerRequired: '2500.00',
  wagerDone: '1000.00',
  wagerRemaining: '1500.00',
  minCoef: '1.50',
  excludedTypeIds: [2],
  settledAmount: null,
  creditedAt: '2030-05-01T10:00:00.000Z',
  expiresAt: '2030-05-31T10:00:00.000Z',
  endedAt: null,
};
const answerWith = (bonuses: PlayerBonus[]): BonusesAnswer => ({
  bonuses,
  offers: [],
  welcome: { choice: 1, offer: null },
});

let network: PathAnswers;
beforeEach(() => {
  network = installAnswersByPath();
});
afterEach(cleanup);

describe('the bonus pages', () => {
  it('show the wagering progress, what is left and the rules of the running bonus', async () => {
    network.answers['/web-api/bonuses'] = { status: 200, body: answerWith([wagering]) };
    const Body = bodyOf('office.bonuses.wager');
    renderWithQueries(<Body ctx={ctxOf('office.bonuses.wager')} data={dataOf('office.bonuses.wager')} t={en} />);
    const bar = await screen.findByRole('progressbar', { name: 'Wagering progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('wager-remaining').textContent).toBe('1\u00a0500.00\u00a0RUB');
    expect(screen.getByText('Bets count when every selection has odds of 1.50 or more.')).toBeTruthy();
    expect(screen.getByText('Coupon types that do not count: systems.')).toBeTruthy();
  });

  it('name a refused promo code in Russian and write what a credited one gave', async () => {
    network.answers['/web-api/bonuses/promo-codes'] = {
      status: 409,
      body: { error: { code: 'promo_code_used', message: 'You have already used this promo code' } },
    };
    const Body = bodyOf('office.promo-code-check');
    const name = 'office.promo-code-check';
    renderWithQueries(<Body ctx={ctxOf(name, 'ru')} data={dataOf(name, { promocode: 'SPRING25' })} t={ru} />);
    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Вы уже использовали этот промокод.');
    const sent = network.urls.filter((url) => url.pathname === '/web-api/bonuses/promo-codes');
    expect(sent).toHaveLength(1);

    network.answers['/web-api/bonuses/promo-codes'] = {
      status: 201,
      body: {
        redemption: {
          code: 'SPRING25',
          kind: 'credit',
          title: 'Весенний бонус',
          bonusId: '300000002',
          amount: '250.00',
          currencyIso: 'RUB',
          redeemedAt: '2030-05-01T10:00:00.000Z',
        },
        bonus: { ...wagering, id: '300000002', source: 'promo', title: 'Весенний бонус' },
      },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'На бонусный счёт зачислено 250.00\u00a0RUB: Весенний бонус.',
    );
  });

  it('write the free bet a free bet promo code granted, in English and in Russian, without a bonus link', async () => {
    network.answers['/web-api/bonuses/promo-codes'] = {
      status: 201,
      body: {
        redemption: {
          code: 'FREEBET100',
          kind: 'free_bet',
          title: 'Free bet 100',
          bonusId: null,
          amount: '100.00',
          currencyIso: 'RUB',
          redeemedAt: '2030-05-01T10:00:00.000Z',
        },
        bonus: null,
      },
    };
    const name = 'office.promo-code-check';
    const Body = bodyOf(name);
    const view = renderWithQueries(<Body ctx={ctxOf(name)} data={dataOf(name, { promocode: 'FREEBET100' })} t={en} />);
    fireEvent.click(screen.getByRole('button', { name: 'Activate' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Free bet 100.00\u00a0RUB is yours: stake it from the bet slip. ');
    expect(status.querySelector('a')).toBeNull();
    view.unmount();
    renderWithQueries(<Body ctx={ctxOf(name, 'ru')} data={dataOf(name, { promocode: 'FREEBET100' })} t={ru} />);
    fireEvent.click(screen.getByRole('button', { name: 'Активировать' }));
    expect((await screen.findByRole('status')).textContent).toContain(
      'Фрибет 100.00\u00a0RUB ваш: поставьте его из купона.',
    );
  });

  it('ask the player to confirm before giving a bonus up', async () => {
    network.answers['/web-api/bonuses'] = { status: 200, body: answerWith([wagering]) };
    network.answers['/web-api/bonuses/300000001/forfeit'] = {
      status: 200,
      body: { bonus: { ...wagering, status: 'forfeited', settledAmount: '500.00', endedAt: wagering.expiresAt } },
    };
    const Body = bodyOf('office.bonuses');
    renderWithQueries(<Body ctx={ctxOf('office.bonuses')} data={dataOf('office.bonuses')} t={en} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Give up the bonus' }));
    expect(network.urls.some((url) => url.pathname.endsWith('/forfeit'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, give it up' }));
    await screen.findByRole('button', { name: 'Give up the bonus' });
    expect(network.urls.filter((url) => url.pathname.endsWith('/forfeit'))).toHaveLength(1);
  });
});
