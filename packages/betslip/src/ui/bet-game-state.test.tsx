// @vitest-environment happy-dom
import { act, cleanup } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, describe, expect, it } from 'vitest';
import { startEngine } from '../engine/start-engine';
import { addBetEvent, fakeBetsApi, fakeFeed, feedGame, memoryStorage, SELECTION_A } from '../testing/engine-fakes';
import { FullCoupon } from './full-coupon';

const t = (key: string, vars?: Readonly<Record<string, string | number>>) =>
  vars ? `${key} ${JSON.stringify(vars)}` : key;

afterEach(cleanup);

function couponWith(pick: ReturnType<typeof addBetEvent>) {
  const feed = fakeFeed();
  const engine = startEngine({
    lng: 'en',
    isLoggedIn: true,
    t,
    api: fakeBetsApi(),
    subscribeGames: feed.subscribeGames,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
  });
  engine.addBet(pick);
  const view = renderWithQueries(<FullCoupon engine={engine} t={t} />);
  const gameState = () => view.container.querySelector(`[data-coupon-bet-id="${SELECTION_A}"] [data-game-status]`);
  return { engine, feed, gameState };
}

describe('the game of a live pick in the coupon', () => {
  it('shows the score, status and number the live feed pushes, and follows them', () => {
    const event = addBetEvent(SELECTION_A);
    const { engine, feed, gameState } = couponWith({
      ...event,
      market: { ...event.market, isLive: true },
      game: { ...event.game, score: { home: 1, away: 0 } },
    });
    expect(gameState()?.textContent).toBe(
      'coupon.bet.game_live · coupon.bet.score {"home":1,"away":0} · coupon.bet.game_number {"number":30000012}',
    );
    act(() => feed.latest()?.onGames([feedGame({ status: 'live', score: { home: 2, away: 1 } })]));
    expect(gameState()?.textContent).toContain('{"home":2,"away":1}');
    expect(gameState()?.getAttribute('data-game-status')).toBe('2');
    expect(engine.store.getState().bets[0]?.game).toMatchObject({ number: 30000012, permanentId: '30000012' });

    act(() => feed.latest()?.onGames([feedGame({ status: 'live', isSuspended: true, score: { home: 2, away: 1 } })]));
    expect(gameState()?.getAttribute('data-game-status')).toBe('3');
    act(() => feed.latest()?.onGames([feedGame({ status: 'finished', score: { home: 3, away: 1 } })]));
    expect(gameState()?.textContent).toBe(
      'coupon.bet.game_finished · coupon.bet.score {"home":3,"away":1} · coupon.bet.game_number {"number":30000012}',
    );
    expect(gameState()?.getAttribute('data-game-status')).toBe('4');
  });

  it('shows nothing of the game for a line pick', () => {
    expect(couponWith(addBetEvent(SELECTION_A)).gameState()).toBeNull();
  });
});
