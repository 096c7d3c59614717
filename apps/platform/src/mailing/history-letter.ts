import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { sendEmail } from '../outbox/outbox-service';

/** A history the player asked for by e-mail, written in their language. */
export interface HistoryLetter {
  subject: string;
  /** The sentence above the lines. */
  intro: string;
  /** One line a record, newest first. */
  lines: readonly string[];
  /** What the letter says when there is nothing to list. */
  none: string;
  /** A closing sentence, when the letter lists fewer records than there are. */
  more?: string;
}

/**
 * Mails the player a history through the outbox: refused without an e-mail address before anything is read,
 * then the letter is composed and sent. Returns the address it went to.
 */
export async function mailPlayerHistory(
  db: Queryable,
  userId: number,
  compose: () => Promise<HistoryLetter>,
): Promise<string> {
  const [player] = await db.query<{ email: string | null }>('select email from users where id = $1', [userId]);
  if (!player?.email) throw new HttpError(409, 'email_missing', 'Add an e-mail address to your profile first');
  const letter = await compose();
  const body =
    letter.lines.length === 0
      ? letter.none
      : [letter.intro, '', ...letter.lines, ...(letter.more ? ['', letter.more] : [])].join('\n');
  await sendEmail(db, player.email, letter.subject, body);
  return player.email;
}
