import type { Queryable } from '../db/database';

export async function partnerExists(db: Queryable, slug: string): Promise<boolean> {
  return (await db.query('select 1 from transfer_partners where slug = $1', [slug])).length > 0;
}

export async function secondsSinceLastCode(db: Queryable, phone: string): Promise<number | null> {
  const rows = await db.query<{ age: number }>(
    `select extract(epoch from now() - created_at)::integer as age from transfer_codes
     where phone = $1 order by created_at desc limit 1`,
    [phone],
  );
  return rows[0]?.age ?? null;
}

export async function insertCode(
  db: Queryable,
  code: { partner: string; phone: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db.query('insert into transfer_codes (partner, phone, code_hash, expires_at) values ($1, $2, $3, $4)', [
    code.partner,
    code.phone,
    code.codeHash,
    code.expiresAt,
  ]);
}

/** The latest live code of the phone at the partner, locked for the check. */
export async function findLiveCode(
  db: Queryable,
  partner: string,
  phone: string,
): Promise<{ id: number; codeHash: string; attempts: number } | null> {
  const rows = await db.query<{ id: number; codeHash: string; attempts: number }>(
    `select id, code_hash as "codeHash", attempts from transfer_codes
     where partner = $1 and phone = $2 and expires_at > now()
     order by created_at desc limit 1 for update`,
    [partner, phone],
  );
  return rows[0] ?? null;
}

export async function countFailedAttempt(db: Queryable, codeId: number): Promise<void> {
  await db.query('update transfer_codes set attempts = attempts + 1 where id = $1', [codeId]);
}

export async function deleteCodes(db: Queryable, phone: string): Promise<void> {
  await db.query('delete from transfer_codes where phone = $1', [phone]);
}

export async function insertToken(
  db: Queryable,
  token: { tokenHash: string; partner: string; phone: string; expiresAt: Date },
): Promise<void> {
  await db.query('insert into transfer_tokens (token_hash, partner, phone, expires_at) values ($1, $2, $3, $4)', [
    token.tokenHash,
    token.partner,
    token.phone,
    token.expiresAt,
  ]);
}

/** Uses a live token up; the phone it was given for, or null. */
export async function consumeToken(db: Queryable, tokenHash: string): Promise<string | null> {
  const rows = await db.query<{ phone: string }>(
    'delete from transfer_tokens where token_hash = $1 and expires_at > now() returning phone',
    [tokenHash],
  );
  return rows[0]?.phone ?? null;
}

export async function markTransferredPlayer(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set phone_verified = true, activation_type = 3 where id = $1', [userId]);
}

/** Marks a player whose account is to move here, or clears the mark; false when there is no such player. */
export async function setRequiredTransfer(db: Queryable, userId: number, required: boolean): Promise<boolean> {
  const rows = await db.query('update users set is_required_transfer = $2 where id = $1 returning id', [
    userId,
    required,
  ]);
  return rows.length > 0;
}
