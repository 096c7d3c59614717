type Listener = () => void;

const listeners = new Set<Listener>();

/** The page learns that the player's session is over (logout, or ended elsewhere) before it is left. */
export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceSessionEnded(): void {
  for (const listener of listeners) listener();
}
