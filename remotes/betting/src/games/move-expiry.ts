type Expire = () => void;

/** Moves due within one grain expire together: one task and one render for all of them, not one each. */
const GRAIN_MS = 250;
/** The expiries by the grain they fall due at; a tick marks every changed coef with the same due grain. */
const buckets = new Map<number, Set<Expire>>();
let timer: ReturnType<typeof setTimeout> | null = null;
let timerDueAt = Infinity;

function runDue(): void {
  timer = null;
  timerDueAt = Infinity;
  const now = Date.now();
  for (const [dueAt, expires] of buckets) {
    if (dueAt > now) continue;
    buckets.delete(dueAt);
    for (const expire of expires) expire();
  }
  schedule();
}

function schedule(): void {
  const next = Math.min(...buckets.keys());
  if (next === Infinity || next >= timerDueAt) return;
  if (timer !== null) clearTimeout(timer);
  timerDueAt = next;
  timer = setTimeout(runDue, Math.max(0, next - Date.now()));
}

/** Calls `expire` after `ms` (up to a grain later), batched with the other moves due then; answers the cancel. */
export function expireAfter(ms: number, expire: Expire): () => void {
  const dueAt = Math.ceil((Date.now() + ms) / GRAIN_MS) * GRAIN_MS;
  const bucket = buckets.get(dueAt) ?? new Set<Expire>();
  buckets.set(dueAt, bucket);
  bucket.add(expire);
  if (dueAt < timerDueAt) schedule();
  return () => {
    bucket.delete(expire);
    if (bucket.size === 0 && buckets.get(dueAt) === bucket) buckets.delete(dueAt);
  };
}
