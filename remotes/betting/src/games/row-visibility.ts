import type { GameStore } from '../store/game-store';

interface RowObserver {
  observer: IntersectionObserver;
  ids: Map<Element, number>;
}

const observers = new WeakMap<GameStore, RowObserver>();

/** Rows this far outside the viewport still count as in view, so they are current when they scroll in. */
const MARGIN = '300px 0px';

function rowObserver(store: GameStore): RowObserver {
  const known = observers.get(store);
  if (known) return known;
  const ids = new Map<Element, number>();
  // One observer for every row of a page: a scroll reports the rows that moved in or out in one batch.
  const observer = new IntersectionObserver(
    (entries) => {
      const shown: number[] = [];
      const hidden: number[] = [];
      for (const entry of entries) {
        const id = ids.get(entry.target);
        if (id !== undefined) (entry.isIntersecting ? shown : hidden).push(id);
      }
      if (hidden.length > 0) store.setVisible(hidden, false);
      if (shown.length > 0) store.setVisible(shown, true);
    },
    { rootMargin: MARGIN },
  );
  const created = { observer, ids };
  observers.set(store, created);
  return created;
}

/** Tells the store whenever the row of game `id` comes into view or leaves it; answers the function that stops. */
export function observeRow(store: GameStore, element: Element, id: number): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const { observer, ids } = rowObserver(store);
  ids.set(element, id);
  observer.observe(element);
  return () => {
    observer.unobserve(element);
    ids.delete(element);
    store.setVisible([id], true);
  };
}
