import type { Queryable } from '../db/database';

export async function insertChallenge(db: Queryable, id: string, answerHash: string, expiresAt: Date): Promise<void> {
  await db.query('insert into captcha_challenges (id, answer_hash, expires_at) values ($1, $2, $3)', [
    id,
    answerHash,
    expiresAt.toISOString(),
  ]);
}

/** Challenges long past their expiry serve no purpose, even as "expired" answers. */
export async function deleteStaleChallenges(db: Queryable): Promise<void> {
  await db.query("delete from captcha_challenges where expires_at < now() - interval '1 day'");
}

/** Seconds left on an unused challenge; null when it is unknown or used. */
export async function findSecondsLeft(db: Queryable, id: string): Promise<number | null> {
  const rows = await db.query<{ seconds: number }>(
    `select greatest(0, ceil(extract(epoch from expires_at - now())))::int as seconds
     from captcha_challenges where id = $1 and used_at is null`,
    [id],
  );
  return rows[0]?.seconds ?? null;
}

/** Marks the challenge used and returns what it held; null when it is unknown or was used already. */
export async function consumeChallenge(
  db: Queryable,
  id: string,
): Promise<{ answerHash: string; secondsLeft: number } | null> {
  const rows = await db.query<{ answerHash: string; secondsLeft: number }>(
    `update captcha_challenges set used_at = now() where id = $1 and used_at is null
     returning answer_hash as "answerHash", greatest(0, ceil(extract(epoch from expires_at - now())))::int as "secondsLeft"`,
    [id],
  );
  return rows[0] ?? null;
}
