// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createTranslate, publish, subscribe } from '@betfront/remote-kit';
import en from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import { emptyPageGames } from '../load/page-games';
import { gameFixture } from '../testing/game-fixture';
import { SportsbookContent } from './sportsbook-content';

vi.mock('@betfront/live-feed', () => ({
  subscribeGames: vi.fn(() => () => undefined),
  subscribeVisibleGames: vi.fn(() => ({ setVisible: () => undefined, stop: () => undefined })),
}));

const t = createTranslate(en);
const game = gameFixture({ id: 7 });

function renderList() {
  const page = emptyPageGames({ lists: [{ id: 'games', titleKey: 'betting.list.live', games: [game] }] });
  return render(<SportsbookContent page={page} lng="en" t={t} isLoggedIn={false} pageType="sport" />);
}

afterEach(() => {
  cleanup();
  act(() => publish('couponUpdate', { betIds: [] }));
});

describe('SportsbookContent', () => {
  it('lists the game with odds buttons named by selection and coef', () => {
    renderList();
    expect(screen.getByRole('heading', { name: 'Live' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Over 2.5 1.85' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '1 (-1.5) 3.10' })).toBeTruthy();
  });

  it('publishes couponAddBet on a click and shows the selection pressed once the coupon says so', () => {
    const added = vi.fn();
    const stop = subscribe('couponAddBet', added);
    renderList();
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
    render(<SportsbookContent page={page} lng="en" t={t} isLoggedIn={false} pageType="sport" />);
    const locked = screen.getByRole('button', { name: 'Over 2.5 not offered now' });
    expect((locked as HTMLButtonElement).disabled).toBe(true);
  });
});
