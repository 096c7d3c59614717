import type { RegistrationChoices } from '@betfront/contract/registration';
import type { Queryable } from '../db/database';

export interface SocialState extends RegistrationChoices {
  lng: 'ru' | 'en';
}

export async function insertSocialState(
  db: Queryable,
  stateHash: string,
  state: SocialState,
  expiresAt: Date,
): Promise<void> {
  await db.query('delete from social_registration_states where expires_at < now()');
  await db.query(
    `insert into social_registration_states (state_hash, currency_id, country_id, bonus_choice, lng, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [stateHash, state.currency_id, state.country_id, state.bonus_choice, state.lng, expiresAt.toISOString()],
  );
}

/** Uses up a live state: it is deleted whether or not the round trip then succeeds. */
export async function takeSocialState(db: Queryable, stateHash: string): Promise<SocialState | null> {
  const rows = await db.query<SocialState & { isLive: boolean }>(
    `delete from social_registration_states where state_hash = $1
     returning currency_id, country_id, bonus_choice, lng, (expires_at > now()) as "isLive"`,
    [stateHash],
  );
  const row = rows[0];
  if (!row || !row.isLive) return null;
  return { currency_id: row.currency_id, country_id: row.country_id, bonus_choice: row.bonus_choice, lng: row.lng };
}

export async function findSocialUser(db: Queryable, provider: string, subject: string): Promise<number | null> {
  const rows = await db.query<{ userId: number }>(
    'select user_id as "userId" from social_identities where provider = $1 and subject = $2',
    [provider, subject],
  );
  return rows[0]?.userId ?? null;
}

export async function insertSocialIdentity(
  db: Queryable,
  provider: string,
  subject: string,
  userId: number,
): Promise<void> {
  await db.query('insert into social_identities (provider, subject, user_id) values ($1, $2, $3)', [
    provider,
    subject,
    userId,
  ]);
}
