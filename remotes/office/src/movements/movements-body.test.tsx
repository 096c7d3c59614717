// @vitest-environment happy-dom
import { LEDGER_KINDS, MOVEMENT_GROUPS } from '@betfront/contract/ledger';
import type { AccountMovement } from '@betfront/contract/ledger';
import { createTranslate } from '@betfront/remote-kit';
import { setTimeDisplay } from '@betfront/ui';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import officeEn from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import officeRu from '../../../../apps/platform/src/dictionaries/data/office/ru.json';
import walletEn from '../../../../apps/platform/src/dictionaries/data/wallet/en.json';
import walletRu from '../../../../apps/platform/src/dictionaries/data/wallet/ru.json';
import type { OfficeData } from '../office-data';
import { installAnswersByPath } from '../shared/testing/answers-by-path';
import type { PathAnswers } from '../shared/testing/answers-by-path';
import { MovementsBody } from './movements-body';
import { movementsFilter } from './movements-filter';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';

// the office's texts with those of the wallet dictionary, as the remote lists them
const en = { ...officeEn, ...walletEn };
const ru = { ...officeRu, ...walletRu };
const data: OfficeData = { area: 'office', content: 'list', stem: 'office.page.office.historypay', vars: {} };
const ctxOf = (query: Record<string, string> = {}, lng = 'en') => ({
  lng,
  route: { name: 'office.historypay', params: {}, query, path: `/${lng}/office/historypay` },
  user: { id: 7 },
  isMobile: false,
});

const account = (id: number, type: 0 | 4 | 9, iso: string) => ({
  id,
  type,
  iso,
  currencyId: id,
  money: '1000.00',
  points: 0,
  symbol: iso,
  isAccountFrozen: false,
  isAvailableFirstDepositBonus: false,
});
const ACCOUNTS = {
  all_accounts: [account(41, 0, 'RUB'), account(42, 9, 'USD'), account(43, 4, 'RUB')],
  active_account_id: 41,
};

const movement = (fields: Partial<AccountMovement>): AccountMovement => ({
  id: '1',
  kind: 'stake',
  reference: 'coupon:700000123',
  accountId: 41,
  currencyIso: 'RUB',
  amount: '-150.00',
  balanceAfter: '1350.00',
  createdAt: '2030-05-01T18:30:00.000Z',
  ...fields,
});
// a realistic page, newest first: a win, the stake it paid for, an operator's adjustment, a deposit and the demo
// grant that opened the account
const MOVEMENTS = [
  movement({
    id: '905',
    kind: 'win',
    amount: '555.00',
    balanceAfter: '1905.00',
    createdAt: '2030-05-01T21:00:00.000Z',
  }),
  movement({ id: '904' }),
  movement({
    id: '903',
    kind: 'adjustment',
    reference: 'admin:goodwill after ticket 88',
    amount: '-200.00',
    balanceAfter: '1500.00',
    createdAt: '2030-04-30T12:00:00.000Z',
  }),
  movement({
    id: '902',
    kind: 'deposit',
    reference: 'payment:5501',
    amount: '1000.00',
    balanceAfter: '1700.00',
    createdAt: '2030-04-30T09:15:00.000Z',
  }),
  movement({
    id: '901',
    kind: 'opening',
    reference: 'account:41',
    amount: '700.00',
    balanceAfter: '700.00',
    createdAt: '2030-04-29T08:00:00.000Z',
  }),
];

let network: PathAnswers;
beforeEach(() => {
  // The player reads times in UTC, so the instants below read as they are written.
  setTimeDisplay({ timeZone: 0, is12h: false });
  network = installAnswersByPath();
  network.answers['/web-api/user/accounts'] = { status: 200, body: ACCOUNTS };
});
afterEach(cleanup);

const askedMovements = () => network.urls.filter((url) => url.pathname === '/web-api/ledger/movements');
const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('office account movements', () => {
  it('has words for every ledger kind and group in Russian and English', () => {
    const keys = [
      ...LEDGER_KINDS.map((kind) => `office.movements.kind.${kind}`),
      ...Object.keys(MOVEMENT_GROUPS).map((group) => `office.movements.group.${group}`),
    ];
    for (const key of keys) {
      expect(officeEn, key).toHaveProperty([key]);
      expect(officeRu, key).toHaveProperty([key]);
    }
  });

  it('reads a malformed filter as no filter', () => {
    expect(movementsFilter({ accountId: 'main', group: 'sports', from: '2030-02-31', page: '0' })).toEqual({
      accountId: undefined,
      group: undefined,
      from: undefined,
      to: undefined,
      page: 1,
      limit: 20,
    });
    expect(movementsFilter({ accountId: '42', group: 'casino', to: '2030-05-31', page: '3' })).toMatchObject({
      accountId: 42,
      group: 'casino',
      to: '2030-05-31',
      page: 3,
    });
  });

  it('renders on the server as a loading state with the filter of the address', () => {
    const html = renderToString(
      withQueries(
        <MovementsBody ctx={ctxOf({ accountId: '42', group: 'bets' })} data={data} t={createTranslate(en)} />,
      ),
    );
    expect(html).toContain('Loading');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="get"');
    expect(form).toContain('action="/en/office/historypay"');
    expect(html).toMatch(/<option value="42" selected="">Account № 42<\/option>/);
    expect(html).toMatch(/<option value="bets" selected="">Bets<\/option>/);
  });

  it('asks for the filtered page and shows each movement with its words, signed amount, reference and balance', async () => {
    network.answers['/web-api/ledger/movements'] = { status: 200, body: { movements: MOVEMENTS, total: 45 } };
    const query = { accountId: '41', group: 'bets', from: '2030-04-01', to: '2030-05-31', page: '2' };
    renderWithQueries(<MovementsBody ctx={ctxOf(query)} data={data} t={createTranslate(en)} />);

    const list = await screen.findByRole('list', { name: 'Account movements' });
    expect(Object.fromEntries(askedMovements()[0]?.searchParams ?? [])).toEqual({ ...query, limit: '20' });
    expect(screen.getByText('Movements found: 45')).toBeTruthy();
    const [win, stake, adjustment, deposit, opening] = within(list).getAllByRole('listitem');
    if (!win || !stake || !adjustment || !deposit || !opening) throw new Error('five rows expected');

    expect(win.textContent).toContain('Bet won');
    expect(within(win).getByText('+555.00 RUB').dataset.flow).toBe('in');
    expect(win.textContent).toContain('Balance: 1\u00a0905.00\u00a0RUB');
    expect(within(win).getByText('1 May 2030, 21:00').getAttribute('datetime')).toBe('2030-05-01T21:00:00.000Z');

    expect(stake.textContent).toContain('Bet placed');
    expect(within(stake).getByText('-150.00 RUB').dataset.flow).toBe('out');
    expect(within(stake).getByRole('link', { name: 'Coupon № 700000123' }).getAttribute('href')).toBe(
      '/en/office/history/700000123/powerbet',
    );
    expect(stake.textContent).toContain('Balance: 1\u00a0350.00\u00a0RUB');

    expect(adjustment.textContent).toContain('Balance adjustment');
    expect(adjustment.textContent).not.toContain('goodwill');
    expect(deposit.textContent).toContain('Deposit');
    expect(deposit.textContent).toContain('№ 5501');
    expect(within(deposit).queryByRole('link')).toBeNull();
    expect(within(deposit).getByText('+1 000.00 RUB').dataset.flow).toBe('in');
    expect(opening.textContent).toContain('Opening demo balance');
    expect(opening.textContent).toContain('Account № 41');

    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe(
      '/en/office/historypay?accountId=41&group=bets&from=2030-04-01&to=2030-05-31&page=3',
    );
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '/en/office/historypay?accountId=41&group=bets&from=2030-04-01&to=2030-05-31',
    );
  });

  it('links a lotto ticket’s stake and win to the draw results where the ticket is checked', async () => {
    const lotto = [
      movement({ id: '912', kind: 'win', reference: 'lotto:300000007', amount: '50.00', balanceAfter: '120.00' }),
      movement({ id: '911', kind: 'stake', reference: 'lotto:300000007', amount: '-30.00', balanceAfter: '70.00' }),
    ];
    network.answers['/web-api/ledger/movements'] = { status: 200, body: { movements: lotto, total: 2 } };
    renderWithQueries(<MovementsBody ctx={ctxOf({})} data={data} t={createTranslate(en)} />);

    const list = await screen.findByRole('list', { name: 'Account movements' });
    const links = within(list).getAllByRole('link', { name: 'Lotto ticket № 300000007' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/en/lotto/results', '/en/lotto/results']);
  });

  it("offers the player's accounts and the groups, keeping the address's choice in a GET form", async () => {
    network.answers['/web-api/ledger/movements'] = { status: 200, body: { movements: MOVEMENTS, total: 5 } };
    renderWithQueries(
      <MovementsBody ctx={ctxOf({ accountId: '42', group: 'casino' })} data={data} t={createTranslate(en)} />,
    );

    const form = screen.getByRole('form', { name: 'Filter the movements' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en/office/historypay');
    const accountSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Account' });
    await within(accountSelect).findByRole('option', { name: 'USD account № 42' });
    expect(optionsOf(accountSelect)).toEqual([
      'All accounts',
      'Main account RUB № 41',
      'USD account № 42',
      'Bonus account RUB № 43',
    ]);
    expect(accountSelect.name).toBe('accountId');
    expect(accountSelect.value).toBe('42');
    const groupSelect = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Operations' });
    expect(optionsOf(groupSelect)).toEqual([
      'All operations',
      'Bets',
      'Deposits and withdrawals',
      'Casino',
      'Bonuses and cashback',
      'Other',
    ]);
    expect(groupSelect.value).toBe('casino');
    expect(screen.getByLabelText<HTMLInputElement>('From').placeholder).toBe('dd/mm/yyyy');
    const fields = (form as HTMLFormElement).elements;
    expect(fields.namedItem('from')).toBeInstanceOf(HTMLInputElement);
    expect(fields.namedItem('to')).toBeInstanceOf(HTMLInputElement);
    expect(screen.queryByRole('navigation', { name: 'Pages of the history' })).toBeNull();
  });

  it('says when no money moved for the filter and links to every movement', async () => {
    network.answers['/web-api/ledger/movements'] = { status: 200, body: { movements: [], total: 0 } };
    renderWithQueries(<MovementsBody ctx={ctxOf({ group: 'bonuses' })} data={data} t={createTranslate(en)} />);
    const empty = await screen.findByRole('region', { name: 'No movements match' });
    expect(empty.textContent).toContain('No money moved on your accounts for this filter.');
    expect(within(empty).getByRole('link', { name: 'All movements' }).getAttribute('href')).toBe(
      '/en/office/historypay',
    );
    expect(screen.queryByRole('list', { name: 'Account movements' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of the history' })).toBeNull();
  });

  it('says so when the account is not the player’s', async () => {
    const refusal = { error: { code: 'account_not_found', message: 'No such account' } };
    network.answers['/web-api/ledger/movements'] = { status: 404, body: refusal };
    renderWithQueries(<MovementsBody ctx={ctxOf({ accountId: '99' })} data={data} t={createTranslate(en)} />);
    const notFound = await screen.findByRole('region', { name: 'There is no such account' });
    expect(notFound.textContent).toContain('Account № 99 is not one of your accounts.');
  });

  it('offers a retry when the movements fail to load, and shows them once they come', async () => {
    renderWithQueries(<MovementsBody ctx={ctxOf()} data={data} t={createTranslate(en)} />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This could not be loaded.');

    network.answers['/web-api/ledger/movements'] = { status: 200, body: { movements: MOVEMENTS, total: 5 } };
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    const list = await screen.findByRole('list', { name: 'Account movements' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(askedMovements()).toHaveLength(2);
  });

  it('rejects an answer that breaks the contract rather than showing it', async () => {
    const broken = { movements: [{ ...movement({}), amount: '-150.5' }], total: 1 };
    network.answers['/web-api/ledger/movements'] = { status: 200, body: broken };
    renderWithQueries(<MovementsBody ctx={ctxOf()} data={data} t={createTranslate(en)} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Account movements' })).toBeNull();
  });

  it('reads in Russian only, but for the currency codes', async () => {
    network.answers['/web-api/ledger/movements'] = { status: 200, body: { movements: MOVEMENTS, total: 5 } };
    renderWithQueries(<MovementsBody ctx={ctxOf({}, 'ru')} data={data} t={createTranslate(ru)} />);
    const list = await screen.findByRole('list', { name: 'Движения по счетам' });
    const [win, stake] = within(list).getAllByRole('listitem');
    expect(win?.textContent).toContain('Выигрыш по ставке');
    expect(win?.textContent).toContain('01.05.2030 21:00');
    expect(
      within(stake ?? list)
        .getByRole('link', { name: 'Купон № 700000123' })
        .getAttribute('href'),
    ).toBe('/ru/office/history/700000123/powerbet');
    await screen.findByRole('option', { name: 'Основной счёт RUB № 41' });
    const page = document.body.textContent ?? '';
    expect(page.replace(/RUB|USD/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
