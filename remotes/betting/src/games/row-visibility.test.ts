// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createGameStore } from '../store/game-store';
import { gameFixture } from '../testing/game-fixture';
import { observeRow } from './row-visibility';

class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeIntersectionObserver.instances = [];
});

describe('observeRow', () => {
  it('watches every row of a page with one observer and reports a scroll as one batch each way', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const store = createGameStore(
      [1, 2, 3].map((id) => gameFixture({ id })),
      { dropFinished: false },
    );
    const heard = vi.fn();
    store.subscribeVisibility(heard);
    const first = document.createElement('article');
    const second = document.createElement('article');
    const third = document.createElement('article');
    const rows = [first, second, third];
    const stops = rows.map((row, index) => observeRow(store, row, index + 1));
    expect(FakeIntersectionObserver.instances).toHaveLength(1);
    FakeIntersectionObserver.instances[0]?.report([
      { target: first, isIntersecting: true },
      { target: second, isIntersecting: false },
      { target: third, isIntersecting: false },
    ]);
    expect(heard.mock.calls).toEqual([
      [[2, 3], false],
      [[1], true],
    ]);
    stops[1]?.();
    expect(FakeIntersectionObserver.instances[0]?.observed.has(second)).toBe(false);
    expect(heard).toHaveBeenLastCalledWith([2], true);
  });
});
