import type { Queryable } from '../db/database';

export interface NewGrant {
  codeHash: string;
  clientId: string;
  redirectUri: string;
  subject: string;
  email: string | null;
  name: string;
  expiresAt: Date;
}

export interface GrantProfile {
  subject: string;
  email: string | null;
  name: string;
}

export async function insertGrant(db: Queryable, grant: NewGrant): Promise<void> {
  await db.query('delete from oauth_test_grants where expires_at < now()');
  await db.query(
    `insert into oauth_test_grants (code_hash, client_id, redirect_uri, subject, email, name, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      grant.codeHash,
      grant.clientId,
      grant.redirectUri,
      grant.subject,
      grant.email,
      grant.name,
      grant.expiresAt.toISOString(),
    ],
  );
}

/** Uses up a live code issued to the client for the redirect URI, attaching the access token to it. */
export async function redeemCode(
  db: Queryable,
  codeHash: string,
  clientId: string,
  redirectUri: string,
  tokenHash: string,
): Promise<boolean> {
  const rows = await db.query(
    `update oauth_test_grants set used_at = now(), token_hash = $4
     where code_hash = $1 and client_id = $2 and redirect_uri = $3 and used_at is null and expires_at > now()
     returning code_hash`,
    [codeHash, clientId, redirectUri, tokenHash],
  );
  return rows.length > 0;
}

export async function findProfileByToken(db: Queryable, tokenHash: string): Promise<GrantProfile | null> {
  const rows = await db.query<GrantProfile>(
    'select subject, email, name from oauth_test_grants where token_hash = $1 and expires_at > now()',
    [tokenHash],
  );
  return rows[0] ?? null;
}
