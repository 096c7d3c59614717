import { describe, expect, it, vi } from 'vitest';
import { gameFixture } from '../testing/game-fixture';
import { createGameStore } from './game-store';

describe('the page game store', () => {
  it('tells only the subscribers of a game that changed, once per newer version', () => {
    const store = createGameStore([gameFixture({ id: 1 }), gameFixture({ id: 2 })], { dropFinished: false });
    const first = vi.fn();
    const second = vi.fn();
    store.subscribeGame(1, first);
    store.subscribeGame(2, second);
    const newer = gameFixture({ id: 1, version: 2 });
    store.apply([newer, gameFixture({ id: 2, version: 1 })]);
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
    store.apply([gameFixture({ id: 1, version: 2 })]);
    store.apply([gameFixture({ id: 1, version: 3 })]);
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
