// @vitest-environment happy-dom
import { FEATURE_NUMBERS } from '@betfront/contract/features';
import { createTranslate } from '@betfront/remote-kit';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import ru from '../../../../apps/platform/src/dictionaries/data/coupon/ru.json';
import { placedBet } from '@betfront/bet-views/testing';
import { startEngine } from '../engine/start-engine';
import { playerAccount } from '../testing/account-fixtures';
import { addBetEvent, fakeBetsApi, fakeFeed, memoryStorage, placedCoupon, testEngine } from '../testing/engine-fakes';
import { FullCoupon } from './full-coupon';

const t = createTranslate(en, 'en');
const WIN_HOME = '30000012:game:winner3::1';
const OVER = '30000013:first-half:total:2.5:over';
const AWAY_HANDICAP = '30000014:game:handicap:-1.5:2';

const withOpponents = (id: string, coef: string, opponents: [string, string]) =>
  addBetEvent(id, {
    market: { id, coef, sportId: 1, champId: 7, typeId: 0, kind: 0, isLive: false, label: '' },
    game: { id: Number(id.split(':')[0]), champName: 'La Liga', opponents, startTime: 0 },
  });

const rowsText = () =>
  within(screen.getByRole('list', { name: 'Selections' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

afterEach(cleanup);

describe('the coupon form', () => {
  it('names each pick by its outcome, the market under it, with the coef as the odds format shows it', () => {
    const engine = testEngine(t);
    engine.addBet(withOpponents(WIN_HOME, '2.1', ['Osasuna', 'Getafe']));
    engine.addBet(withOpponents(OVER, '1.70', ['Lazio', 'Roma']));
    engine.addBet(withOpponents(AWAY_HANDICAP, '1.95', ['Ajax', 'PSV']));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    expect(rowsText()).toEqual([
      'Osasuna2.10×Match resultOsasuna — Getafe',
      'Over 2.51.70×Total, 1st halfLazio — Roma',
      'PSV (+1.5)1.95×HandicapAjax — PSV',
    ]);
  });

  it('names the picks in Russian once the Russian page has read their games', () => {
    const feed = fakeFeed();
    const ruT = createTranslate(ru, 'ru');
    const local = memoryStorage();
    const english = startEngine({
      lng: 'en',
      isLoggedIn: true,
      t,
      api: fakeBetsApi(),
      localStorage: local,
      sessionStorage: memoryStorage(),
      subscribeGames: fakeFeed().subscribeGames,
    });
    english.addBet(withOpponents(WIN_HOME, '2.10', ['Osasuna', 'Getafe']));
    english.stop();
    const russian = startEngine({
      lng: 'ru',
      isLoggedIn: true,
      t: ruT,
      api: fakeBetsApi(),
      localStorage: local,
      sessionStorage: memoryStorage(),
      subscribeGames: feed.subscribeGames,
    });
    renderWithQueries(<FullCoupon engine={russian} t={ruT} />);
    const market = { id: 'winner3', period: 'game' as const, kind: 'winner3' as const, line: null };
    const selections = [{ id: WIN_HOME, code: '1', param: null, coef: '2.10' }];
    const game = {
      id: 30000012,
      home: { id: 1, name: 'Осасуна' },
      away: { id: 2, name: 'Хетафе' },
      markets: [{ ...market, selections }],
    };
    act(() => feed.latest()?.onGames([{ ...gameSummary(), ...game }]));
    const row = within(screen.getByRole('list', { name: 'События' })).getByRole('listitem');
    expect(row.textContent).toBe('Осасуна2.10×Исход матчаОсасуна — Хетафе');
  });

  it('rounds the total odds half up to two places', () => {
    const engine = testEngine(t);
    engine.addBet(withOpponents(WIN_HOME, '2.35', ['Osasuna', 'Getafe']));
    engine.addBet(withOpponents(OVER, '1.85', ['Lazio', 'Roma']));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    expect(screen.getByText('Total odds').nextElementSibling?.textContent).toBe('4.35');
  });

  it('adds a quick stake to the stake, and puts the most the balance and the limits allow on Max', async () => {
    const accounts = { all_accounts: [playerAccount({ id: 1, money: '420.50' })], active_account_id: 1 };
    const engine = testEngine(t, { api: fakeBetsApi({ accounts: async () => accounts }) });
    await waitFor(() => expect(engine.store.getState().maxBetAmount).toBe('50000'));
    engine.addBet(withOpponents(WIN_HOME, '2.00', ['Osasuna', 'Getafe']));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    const stake = screen.getByRole('textbox', { name: 'Amount, RUB' }) as HTMLInputElement;
    expect(stake.value).toBe('150');
    fireEvent.click(screen.getByRole('button', { name: '+50' }));
    fireEvent.click(screen.getByRole('button', { name: '+10' }));
    expect(engine.store.getState().amount).toBe('210');
    expect(screen.getByText('To return').nextElementSibling?.textContent).toBe('420.00\u00a0RUB');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(engine.store.getState().amount).toBe('420.5');
  });

  it('offers a deposit beside “not enough money”', async () => {
    const accounts = { all_accounts: [playerAccount({ id: 1, money: '100.00' })], active_account_id: 1 };
    const engine = testEngine(t, { api: fakeBetsApi({ accounts: async () => accounts }) });
    await waitFor(() => expect(engine.accounts.get()).not.toBeNull());
    engine.addBet(withOpponents(WIN_HOME, '2.00', ['Osasuna', 'Getafe']));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    const alert = screen.getByText('Not enough money on the account for this stake.').closest('[role="alert"]');
    expect(
      within(alert as HTMLElement)
        .getByRole('link', { name: 'Deposit' })
        .getAttribute('href'),
    ).toBe('/en/office/recharge');
  });

  it('shows the express bonus as a badge on the total odds, not as a pick to remove', () => {
    const engine = startEngine({
      lng: 'en',
      isLoggedIn: true,
      t,
      api: fakeBetsApi(),
      localStorage: memoryStorage(),
      sessionStorage: memoryStorage(),
      subscribeGames: fakeFeed().subscribeGames,
      features: [FEATURE_NUMBERS.bonusBet],
    });
    engine.addBet(withOpponents(WIN_HOME, '2.00', ['Osasuna', 'Getafe']));
    engine.addBet(withOpponents(OVER, '1.50', ['Lazio', 'Roma']));
    engine.addBet(withOpponents(AWAY_HANDICAP, '1.80', ['Ajax', 'PSV']));
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    expect(screen.getByText('Express bonus ×1.03')).toBeTruthy();
    expect(rowsText()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /bonus/i })).toBeNull();
  });

  it('lists the open bets in their own tab', async () => {
    const bets = [placedBet({ selectionId: WIN_HOME, home: 'Osasuna', away: 'Getafe', coef: '2.10' })];
    const api = fakeBetsApi({ opened: async () => [placedCoupon({ id: 91, bets, possibleWin: '315.00' })] });
    const engine = testEngine(t, { api });
    renderWithQueries(<FullCoupon engine={engine} t={t} />);
    const tab = await screen.findByRole('tab', { name: 'My open bets 1' });
    fireEvent.click(tab);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    const list = screen.getByRole('list', { name: 'My open bets' });
    expect(within(list).getByText('Coupon 91')).toBeTruthy();
    expect(within(list).getByText('Osasuna')).toBeTruthy();
    expect(list.textContent).toContain('To return315.00\u00a0RUB');
    expect(screen.getByRole('link', { name: 'All open bets' }).getAttribute('href')).toBe('/en/user/opened-bets');
  });
});

function gameSummary() {
  return {
    id: 0,
    sportId: 1,
    sportSlug: 'football',
    sportName: 'Football',
    isCyber: false,
    champId: 7,
    champSlug: 'la-liga',
    champName: 'La Liga',
    home: { id: 1, name: '' },
    away: { id: 2, name: '' },
    startAt: '2030-01-01T00:00:00.000Z',
    status: 'line' as const,
    score: null,
    periodScores: [],
    elapsed: 0,
    isSuspended: false,
    version: 2,
    markets: [],
    marketsCount: 0,
  };
}
