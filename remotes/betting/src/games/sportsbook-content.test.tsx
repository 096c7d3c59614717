// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { createTranslate, publish, subscribe } from '@betfront/remote-kit';
import bettingEn from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import boardEn from '../../../../apps/platform/src/dictionaries/data/betting-board/en.json';
import { emptyPageGames } from '../load/page-games';
import { gameFixture } from '../testing/game-fixture';
import { SportsbookContent } from './sportsbook-content';

vi.mock('@betfront/live-feed', () => ({
  subscribeGames: vi.fn(() => () => undefined),
  subscribeVisibleGames: vi.fn(() => ({ setVisible: () => undefined, stop: () => undefined })),
}));

const t = createTranslate({ ...bettingEn, ...boardEn });
const game = gameFixture({ id: 7, clock: { phase: 'half', number: 1, seconds: 2130 } });

function renderList() {
  const page = emptyPageGames({ lists: [{ id: 'games', titleKey: 'betting.list.live', games: [game] }] });
  return renderWithQueries(<SportsbookContent page={page} lng="en" t={t} isLoggedIn={false} pageType="sport" />);
}

const showMarket = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

afterEach(() => {
  cleanup();
  act(() => publish('couponUpdate', { betIds: [] }));
});

describe('SportsbookContent', () => {
  it('lists the game under its league with its clock and the result, named by selection and coef', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Live' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: game.champName })).toBeTruthy();
    const row = screen.getByRole('article', { name: 'Arsenal — Chelsea' });
    expect(row.textContent).toContain("1H 36'");
    expect(screen.getByRole('button', { name: '1 2.10' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Over 2.5 1.85' })).toBeNull();
  });

  it('switches every row to the total or the handicap, with the line in its own column', () => {
    renderList();
    showMarket('Total');
    expect(screen.getByText('Over')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Over 2.5 1.85' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('2.5');
    showMarket('Handicap');
    expect(screen.getByRole('button', { name: '1 (-1.5) 3.10' })).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('-1.5');
  });

  it('publishes couponAddBet on a click and shows the selection pressed once the coupon says so', () => {
    const added = vi.fn();
    const stop = subscribe('couponAddBet', added);
    renderList();
    showMarket('Total');
    const over = screen.getByRole('button', { name: 'Over 2.5 1.85' });
    fireEvent.click(over);
    expect(added).toHaveBeenCalledWith(
      expect.objectContaining({
        market: expect.objectContaining({
          id: '7:game:total:2.5:over',
          label: 'Total: Over 2.5',
          typeId: 3,
          isLive: true,
        }),
        game: expect.objectContaining({ id: 7, opponents: ['Arsenal', 'Chelsea'] }),
      }),
    );
    expect(over.getAttribute('aria-pressed')).toBe('false');
    act(() => publish('couponUpdate', { betIds: ['7:game:total:2.5:over'] }));
    expect(over.getAttribute('aria-pressed')).toBe('true');
    stop();
  });

  it('takes a pressed selection out of the coupon on a second click', () => {
    const removed = vi.fn();
    const stop = subscribe('couponRemoveBet', removed);
    renderList();
    act(() => publish('couponUpdate', { betIds: ['7:game:winner3::1'] }));
    fireEvent.click(screen.getByRole('button', { name: '1 2.10' }));
    expect(removed).toHaveBeenCalledWith({ betId: '7:game:winner3::1' });
    stop();
  });

  it('asks the coupon for its state when it mounts', () => {
    const asked = vi.fn();
    const stop = subscribe('couponRequestState', asked);
    renderList();
    expect(asked).toHaveBeenCalledTimes(1);
    stop();
  });

  it('locks the odds of a suspended game', () => {
    const page = emptyPageGames({
      lists: [{ id: 'games', titleKey: 'betting.list.live', games: [gameFixture({ id: 8, isSuspended: true })] }],
    });
    renderWithQueries(<SportsbookContent page={page} lng="en" t={t} isLoggedIn={false} pageType="sport" />);
    const locked = screen.getByRole('button', { name: 'X not offered now' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
  });
});
