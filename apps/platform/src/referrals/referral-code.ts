import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/database';

/** Letters and digits that cannot be mistaken for one another when a code is read out or typed. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE = /^[A-Z2-9]{8}$/;
export const REFERRAL_COOKIE = 'refererid';
/** The spec's lifetime of the refererid cookie. */
export const REFERRAL_COOKIE_SECONDS = 60 * 24 * 60 * 60;

const newCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The player's referral code, made the first time it is asked for (a clash with another code tries again). */
export async function referralCodeOf(db: Queryable, userId: number): Promise<string> {
  for (;;) {
    const rows = await db
      .query<{ code: string }>(
        `insert into referral_codes (user_id, code) values ($1, $2)
       on conflict (user_id) do update set user_id = excluded.user_id returning code`,
        [userId, newCode()],
      )
      .catch((error: unknown) => {
        if (String(error).includes('referral_codes_code_key')) return [];
        throw error;
      });
    if (rows[0]) return rows[0].code;
  }
}
