import { subscribe } from '@betfront/remote-kit';

type Listener = () => void;

/** The selection ids in the coupon, as the coupon last published them (couponUpdate). */
let selected: ReadonlySet<string> = new Set();
const listeners = new Map<string, Set<Listener>>();
let stopListening: (() => void) | null = null;

function receive(betIds: readonly string[]) {
  const next = new Set(betIds);
  const changed = [...selected].filter((id) => !next.has(id)).concat(betIds.filter((id) => !selected.has(id)));
  selected = next;
  for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
}

/** Subscribes one odds button to whether its selection is in the coupon; only changes of that id call it. */
export function subscribeSelection(id: string, listener: Listener): () => void {
  stopListening ??= subscribe('couponUpdate', ({ betIds }) => receive(betIds));
  const forId = listeners.get(id) ?? new Set<Listener>();
  forId.add(listener);
  listeners.set(id, forId);
  return () => {
    forId.delete(listener);
    if (forId.size === 0) listeners.delete(id);
  };
}

export const isSelected = (id: string): boolean => selected.has(id);
