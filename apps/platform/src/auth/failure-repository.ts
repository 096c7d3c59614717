import type { Queryable } from '../db/database';

export type FailureScope = 'login' | 'ip';

export async function insertFailure(db: Queryable, scope: FailureScope, key: string): Promise<void> {
  await db.query('insert into auth_failures (scope, key) values ($1, $2)', [scope, key]);
}

export async function deleteFailures(db: Queryable, scope: FailureScope, key: string): Promise<void> {
  await db.query('delete from auth_failures where scope = $1 and key = $2', [scope, key]);
}

/**
 * Failures inside the window, and the seconds until the count falls below `limit` (0 when it already is).
 * That moment comes when the limit-th newest failure leaves the window.
 */
export async function countRecentFailures(
  db: Queryable,
  scope: FailureScope,
  key: string,
  windowSeconds: number,
  limit: number,
): Promise<{ count: number; secondsUntilBelowLimit: number }> {
  const rows = await db.query<{ count: number; seconds: number | null }>(
    `with recent as (
       select failed_at from auth_failures
       where scope = $1 and key = $2 and failed_at > now() - make_interval(secs => $3)
     )
     select (select count(*)::int from recent) as count,
       (select greatest(1, ceil(extract(epoch from failed_at + make_interval(secs => $3) - now())))::int
        from recent order by failed_at desc offset $4 - 1 limit 1) as seconds`,
    [scope, key, windowSeconds, limit],
  );
  const row = rows[0];
  return { count: row?.count ?? 0, secondsUntilBelowLimit: row?.seconds ?? 0 };
}

/** Failures that no window looks at any more. */
export async function deleteFailuresOlderThan(db: Queryable, seconds: number): Promise<void> {
  await db.query('delete from auth_failures where failed_at < now() - make_interval(secs => $1)', [seconds]);
}
