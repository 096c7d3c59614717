import { describe, expect, it, vi } from 'vitest';
import type { GameSummary } from '@betfront/contract/sportsbook';
import { gameFixture } from '../testing/game-fixture';
import { createGameStore } from './game-store';

describe('the page game store', () => {
  it('tells only the subscribers of a game that changed, once per newer version', () => {
    const store = createGameStore([gameFixture({ id: 1 }), gameFixture({ id: 2 })], { dropFinished: false });
    const first = vi.fn();
    const second = vi.fn();
    store.subscribeGame(1, first);
    store.subscribeGame(2, second);
    const newer = gameFixture({ id: 1, version: 2, score: { home: 2, away: 0 } });
    store.apply([newer, gameFixture({ id: 2, version: 1, score: { home: 2, away: 0 } })]);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(store.game(1)).toBe(newer);
    store.apply([gameFixture({ id: 1, version: 2 })]);
    expect(first).toHaveBeenCalledTimes(1);
  });

  it('ignores games the page does not show', () => {
    const store = createGameStore([gameFixture({ id: 1 })], { dropFinished: true });
    store.apply([gameFixture({ id: 9, version: 5 })]);
    expect(store.game(9)).toBeUndefined();
    expect(store.ids()).toEqual([1]);
  });

  it('drops finished games from a live list and keeps the ids array stable otherwise', () => {
    const store = createGameStore([gameFixture({ id: 1 }), gameFixture({ id: 2 })], { dropFinished: true });
    const ids = store.ids();
    const onIds = vi.fn();
    store.subscribeIds(onIds);
    store.apply([gameFixture({ id: 1, version: 3 })]);
    expect(store.ids()).toBe(ids);
    store.apply([gameFixture({ id: 2, version: 3, status: 'finished' })]);
    expect(store.ids()).toEqual([1]);
    expect(onIds).toHaveBeenCalledTimes(1);
    expect(store.game(2)).toBeUndefined();
  });

  it('keeps a finished game on a page that does not drop them', () => {
    const store = createGameStore([gameFixture({ id: 2 })], { dropFinished: false });
    store.apply([gameFixture({ id: 2, version: 3, status: 'finished' })]);
    expect(store.game(2)?.status).toBe('finished');
  });

  it('holds back a hidden game and shows its latest version when it comes into view', () => {
    const store = createGameStore([gameFixture({ id: 1 })], { dropFinished: false });
    const listener = vi.fn();
    store.subscribeGame(1, listener);
    store.setVisible([1], false);
    store.apply([gameFixture({ id: 1, version: 2, elapsed: 0.5 })]);
    store.apply([gameFixture({ id: 1, version: 3, elapsed: 0.6 })]);
    expect(listener).not.toHaveBeenCalled();
    expect(store.game(1)?.version).toBe(1);
    store.setVisible([1], true);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.game(1)?.version).toBe(3);
  });

  it('tells its visibility subscribers which rows came into view or left it', () => {
    const store = createGameStore([gameFixture({ id: 1 }), gameFixture({ id: 2 })], { dropFinished: false });
    const listener = vi.fn();
    const stop = store.subscribeVisibility(listener);
    store.setVisible([1, 2], false);
    store.setVisible([2], true);
    expect(listener.mock.calls).toEqual([
      [[1, 2], false],
      [[2], true],
    ]);
    stop();
    store.setVisible([1], true);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('price moves in the page game store', () => {
  const withCoef = (version: number, coef: string | null, extra: Partial<GameSummary> = {}) => {
    const game = gameFixture({ id: 1, version, ...extra });
    const [winner, ...others] = game.markets;
    if (!winner) throw new Error('the fixture has markets');
    const [home, ...rest] = winner.selections;
    if (!home) throw new Error('the fixture has selections');
    return { ...game, markets: [{ ...winner, selections: [{ ...home, coef }, ...rest] }, ...others] };
  };
  const HOME = '1:game:winner3::1';

  it('tells a move of prices alone to the moved selection, not to the game, and keeps the markets revision', () => {
    const store = createGameStore([withCoef(1, '2.10')], { dropFinished: false });
    const onGame = vi.fn();
    const onMove = vi.fn();
    store.subscribeGame(1, onGame);
    store.subscribeMoves(HOME, onMove);
    store.apply([withCoef(2, '2.25')]);
    expect(onMove).toHaveBeenCalledWith('2.25');
    expect(onGame).not.toHaveBeenCalled();
    expect(store.marketsRevision(1)).toBe(0);
    expect(store.game(1)?.markets[0]?.selections[0]?.coef).toBe('2.25');
  });

  it('tells the game, and not the selection, when the markets change shape or the game is suspended', () => {
    const store = createGameStore([withCoef(1, '2.10')], { dropFinished: false });
    const onGame = vi.fn();
    const onMove = vi.fn();
    store.subscribeGame(1, onGame);
    store.subscribeMoves(HOME, onMove);
    store.apply([withCoef(2, null)]);
    store.apply([withCoef(3, '2.30', { isSuspended: true })]);
    expect(onMove).not.toHaveBeenCalled();
    expect(onGame).toHaveBeenCalledTimes(2);
    expect(store.marketsRevision(1)).toBe(2);
  });

  it('tells the game but keeps the markets revision when only the score or clock changed', () => {
    const store = createGameStore([withCoef(1, '2.10')], { dropFinished: false });
    const onGame = vi.fn();
    store.subscribeGame(1, onGame);
    store.apply([withCoef(2, '2.10', { elapsed: 0.7 })]);
    expect(onGame).toHaveBeenCalledTimes(1);
    expect(store.marketsRevision(1)).toBe(0);
  });
});
