/** Tells whoever listens which games changed: after each simulator tick, when games start or finish. */
export function createChangeStream() {
  const listeners = new Set<(gameIds: readonly number[]) => void>();
  return {
    publish(gameIds: readonly number[]): void {
      if (gameIds.length === 0) return;
      for (const listener of listeners) listener(gameIds);
    },
    /** Answers the call that stops listening. */
    subscribe(listener: (gameIds: readonly number[]) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ChangeStream = ReturnType<typeof createChangeStream>;
