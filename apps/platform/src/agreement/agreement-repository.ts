import type { Queryable } from '../db/database';

export async function findTermsAcceptance(
  db: Queryable,
  userId: number,
): Promise<{ version: number; acceptedAt: number | null }> {
  const rows = await db.query<{ version: number; acceptedAt: number | null }>(
    `select terms_accepted_version as version, extract(epoch from terms_accepted_at)::integer as "acceptedAt"
     from users where id = $1`,
    [userId],
  );
  return rows[0] ?? { version: 0, acceptedAt: null };
}

export async function acceptTerms(db: Queryable, userId: number, version: number): Promise<void> {
  await db.query('update users set terms_accepted_version = $2, terms_accepted_at = now() where id = $1', [
    userId,
    version,
  ]);
}
