// @vitest-environment happy-dom
import { accountsWith } from '@betfront/account-ui/testing/wallet-fixtures';
import { useAccountData } from '@betfront/account-ui/wallet';
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { DRAW_CHANGE_EVENT } from '@betfront/contract/draws';
import type { VirtualGame } from '@betfront/contract/virtual';
import { createTranslate } from '@betfront/remote-kit';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/virtual/en.json';
import { BetSlip } from './bet-slip';
import type { VirtualPick } from './game-board';
import { VirtualContent } from './virtual-content';

const t = createTranslate(en, 'en');
const ROUND = {
  id: 31,
  gameId: 3,
  closesAt: '2030-01-01T12:00:00+00:00',
  settlesAt: '2030-01-01T12:01:00+00:00',
  runners: [],
  markets: [],
  seed: null,
  result: null,
};
const GAME: VirtualGame = {
  id: 3,
  slug: 'dice',
  kind: 'dice',
  page: 'fast-bet',
  name: 'Dice',
  sportId: null,
  roundEverySeconds: 60,
  minStake: '1.00',
  maxStake: '500.00',
  currencyIso: 'RUB',
  upcoming: [ROUND],
  recent: [],
};
const PICK: VirtualPick = { game: GAME, round: ROUND, market: 'total', outcome: 'over', odds: '1.90', label: 'Over 7' };
const BET = {
  id: 501,
  roundId: 31,
  gameName: 'Dice',
  kind: 'dice',
  market: 'total',
  outcome: 'over',
  outcomeLabel: 'Over 7',
  odds: '1.90',
  stake: '10.00',
  currencyIso: 'RUB',
  payout: null,
  placedAt: '2030-01-01T11:59:00+00:00',
  settlesAt: '2030-01-01T12:01:00+00:00',
};

/** The draws' stream, pushed to by the test. */
class FakeStream extends EventTarget {
  static opened: FakeStream[] = [];
  constructor() {
    super();
    FakeStream.opened.push(this);
  }
  announce(topic: string) {
    this.dispatchEvent(new MessageEvent(DRAW_CHANGE_EVENT, { data: JSON.stringify({ topic }) }));
  }
  close() {}
}

let answers: Record<string, unknown[]>;
let asked: string[];
beforeEach(() => {
  FakeStream.opened = [];
  vi.stubGlobal('EventSource', FakeStream);
  answers = {};
  asked = [];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const call = `${init.method ?? 'GET'} ${new URL(url, 'http://site').pathname}`;
        asked.push(call);
        const answer = answers[call]?.shift();
        return new Response(JSON.stringify(answer ?? {}), { status: answer === undefined ? 500 : 200 });
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A view of the balance as the header's and the office's are: through the accounts query. */
function Balance() {
  const data = useAccountData();
  return <output aria-label="balance">{data?.all_accounts[0]?.money ?? ''}</output>;
}

const readsOfBalance = () => asked.filter((call) => call === 'GET /web-api/user/accounts');

describe('the virtual games', () => {
  it('have every view of the balance read it again after a bet', async () => {
    answers['GET /web-api/user/accounts'] = [accountsWith('100.00'), accountsWith('90.00')];
    answers['POST /web-api/virtual/bets'] = [{ bet: BET, balance: '90.00' }];
    const onPlaced = vi.fn();
    renderWithQueries(
      <>
        <Balance />
        <BetSlip pick={PICK} lng="en" t={t} isLoggedIn onPlaced={onPlaced} onRefused={vi.fn()} onClear={vi.fn()} />
      </>,
    );
    const balance = screen.getByRole('status', { name: 'balance' });
    await waitFor(() => expect(balance.textContent).toBe('100.00'));
    fireEvent.click(screen.getByRole('button', { name: /10\.00/ }));
    await waitFor(() => expect(balance.textContent).toBe('90.00'));
    expect(onPlaced).toHaveBeenCalledOnce();
    expect(asked).toEqual(['GET /web-api/user/accounts', 'POST /web-api/virtual/bets', 'GET /web-api/user/accounts']);
  });

  it('have every view of the balance read it again when a bet of the player is paid', async () => {
    answers['GET /web-api/user/accounts'] = [accountsWith('100.00'), accountsWith('119.00')];
    answers['GET /web-api/virtual/games'] = [{ games: [GAME] }, { games: [GAME] }];
    answers['GET /web-api/virtual/bets'] = [{ bets: [BET] }, { bets: [{ ...BET, payout: '19.00' }] }];
    renderWithQueries(
      <>
        <Balance />
        <VirtualContent page="fast-bet" lng="en" t={t} isLoggedIn />
      </>,
    );
    const balance = screen.getByRole('status', { name: 'balance' });
    await waitFor(() => expect(balance.textContent).toBe('100.00'));
    await waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    await waitFor(() => expect(asked).toContain('GET /web-api/virtual/bets'));
    act(() => FakeStream.opened[0]?.announce('virtual:dice'));
    await waitFor(() => expect(balance.textContent).toBe('119.00'));
    expect(readsOfBalance()).toHaveLength(2);
  });
});
