import type { MailingPreferences } from '@betfront/contract/mailing';
import { contentLanguageFor } from '@betfront/contract/content';
import type { ContentLanguage } from '@betfront/contract/content';
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database';

/** What a player without a stored choice receives. */
export const DEFAULT_PREFERENCES: MailingPreferences = {
  news_email: true,
  news_sms: false,
  deposit_email: true,
  bet_email: false,
};

const COLUMNS = 'news_email, news_sms, deposit_email, bet_email';
const newToken = () => randomBytes(32).toString('base64url');

export async function readPreferences(db: Queryable, userId: number): Promise<MailingPreferences> {
  const rows = await db.query<MailingPreferences>(`select ${COLUMNS} from mailing_preferences where user_id = $1`, [
    userId,
  ]);
  return rows[0] ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(db: Queryable, userId: number, choice: MailingPreferences): Promise<void> {
  await db.query(
    `insert into mailing_preferences (user_id, ${COLUMNS}, unsubscribe_token) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set news_email = excluded.news_email, news_sms = excluded.news_sms,
       deposit_email = excluded.deposit_email, bet_email = excluded.bet_email, updated_at = now()`,
    [userId, choice.news_email, choice.news_sms, choice.deposit_email, choice.bet_email, newToken()],
  );
}

/** The player's unsubscribe token, made (with the default choice) the first time a letter needs one. */
export async function unsubscribeTokenOf(db: Queryable, userId: number): Promise<string> {
  const d = DEFAULT_PREFERENCES;
  const rows = await db.query<{ token: string }>(
    `insert into mailing_preferences (user_id, ${COLUMNS}, unsubscribe_token) values ($1, $2, $3, $4, $5, $6)
     on conflict (user_id) do update set user_id = excluded.user_id returning unsubscribe_token as token`,
    [userId, d.news_email, d.news_sms, d.deposit_email, d.bet_email, newToken()],
  );
  return rows[0]?.token ?? '';
}

/** Turns the news letters off for the token's player; false when the token names nobody. */
export async function unsubscribeByToken(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query(
    'update mailing_preferences set news_email = false, updated_at = now() where unsubscribe_token = $1 returning 1',
    [token],
  );
  return rows.length > 0;
}

/** Whether the player takes this kind of message, and where it goes (null when the account has no address). */
export async function mailTarget(
  db: Queryable,
  userId: number,
  kind: keyof MailingPreferences,
): Promise<{ email: string | null; phone: string | null; language: ContentLanguage } | null> {
  const rows = await db.query<{
    wants: boolean | null;
    email: string | null;
    phone: string | null;
    lang: string | null;
  }>(
    `select p.${kind} as wants, users.email, users.phone, users.language as lang
     from users left join mailing_preferences p on p.user_id = users.id where users.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (!row || !(row.wants ?? DEFAULT_PREFERENCES[kind])) return null;
  return { email: row.email, phone: row.phone, language: contentLanguageFor(row.lang ?? 'ru') };
}
