type Expire = () => void;

const GRAIN_MS = 250;
const pending = new Map<Expire, number>();
let timer: ReturnType<typeof setTimeout> | null = null;
let timerDueAt = Infinity;

function runDue(): void {
  timer = null;
  timerDueAt = Infinity;
  const now = Date.now();
  for (const [expire, dueAt] of pending) {
    if (dueAt > now) continue;
    pending.delete(expire);
    expire();
  }
  schedule();
}

function schedule(): void {
  let next = Infinity;
  for (const dueAt of pending.values()) next = Math.min(next, dueAt);
  if (next === Infinity || next >= timerDueAt) return;
  if (timer !== null) clearTimeout(timer);
  // Moves due within one grain expire together: one task and one render for all of them, not one each.
  timerDueAt = Math.ceil(next / GRAIN_MS) * GRAIN_MS;
  timer = setTimeout(runDue, Math.max(0, timerDueAt - Date.now()));
}

/** Calls `expire` after `ms`, batched with the other moves due then; answers the function that cancels it. */
export function expireAfter(ms: number, expire: Expire): () => void {
  pending.set(expire, Date.now() + ms);
  schedule();
  return () => {
    pending.delete(expire);
  };
}
