/** The feed pushes changed games at most once a second, so a list a second old is as fresh as the feed. */
export const SHARED_ANSWER_MS = 1000;
const MAX_KEYS = 500;

export interface SharedAnswersOptions {
  /** How long an answer is shared, from the moment its computation starts. */
  ttlMs: number;
  now?: () => number;
  maxKeys?: number;
}

/** Computes an answer for a key, or hands back the one computed for that key less than `ttlMs` ago. */
export type SharedAnswers<T> = (key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * Answers shared by every caller asking with the same key for a short time: the first caller computes, callers
 * while it runs and until `ttlMs` after it started get the same answer. A failed computation is not kept.
 */
export function createSharedAnswers<T>({
  ttlMs,
  now = Date.now,
  maxKeys = MAX_KEYS,
}: SharedAnswersOptions): SharedAnswers<T> {
  const entries = new Map<string, { expiresAt: number; answer: Promise<T> }>();

  const makeRoom = (at: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= at) entries.delete(key);
    if (entries.size >= maxKeys) entries.clear();
  };

  return (key, compute) => {
    const at = now();
    const entry = entries.get(key);
    if (entry && entry.expiresAt > at) return entry.answer;
    if (!entry && entries.size >= maxKeys) makeRoom(at);
    const answer = compute();
    entries.set(key, { expiresAt: at + ttlMs, answer });
    answer.catch(() => {
      if (entries.get(key)?.answer === answer) entries.delete(key);
    });
    return answer;
  };
}
