// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { createGameStore } from '../store/game-store';
import type { GameStore } from '../store/game-store';
import { gameFixture } from '../testing/game-fixture';
import { useDrawnGames } from './use-drawn-games';

const IDS = [1, 2, 3, 4];

function Drawn({ store, drawn }: { store: GameStore; drawn: number[] }) {
  useDrawnGames(store, IDS, drawn);
  return null;
}

afterEach(cleanup);

describe('useDrawnGames', () => {
  it('tells the store which games lost or got a row, as differences from what it told before', () => {
    const store = createGameStore(
      IDS.map((id) => gameFixture({ id })),
      { dropFinished: false },
    );
    const told = vi.fn();
    store.subscribeVisibility(told);
    const { rerender, unmount } = render(<Drawn store={store} drawn={[1, 2]} />);
    expect(told.mock.calls).toEqual([[[3, 4], false]]);
    rerender(<Drawn store={store} drawn={[2, 3]} />);
    expect(told.mock.calls.slice(1)).toEqual([
      [[1], false],
      [[3], true],
    ]);
    rerender(<Drawn store={store} drawn={[2, 3]} />);
    expect(told).toHaveBeenCalledTimes(3);
    unmount();
    expect(told.mock.calls.at(-1)).toEqual([[1, 4], true]);
  });
});
