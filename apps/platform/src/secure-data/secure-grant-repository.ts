import type { Queryable } from '../db/database';

/** Opens (or renews) the session's grant until `seconds` from now. */
export async function saveSecureGrant(db: Queryable, sessionHash: string, tokenHash: string, seconds: number) {
  await db.query(
    `insert into secure_data_grants (session_id, token_hash, expires_at)
     values ($1, $2, now() + make_interval(secs => $3))
     on conflict (session_id) do update set token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    [sessionHash, tokenHash, seconds],
  );
}

/** Whole seconds the session's grant still lasts when the token is its own; null when it has none in force. */
export async function secondsLeftOfGrant(
  db: Queryable,
  sessionHash: string,
  tokenHash: string,
): Promise<number | null> {
  const rows = await db.query<{ left: number }>(
    `select ceil(extract(epoch from expires_at - now()))::int as left
     from secure_data_grants where session_id = $1 and token_hash = $2 and expires_at > now()`,
    [sessionHash, tokenHash],
  );
  return rows[0]?.left ?? null;
}
