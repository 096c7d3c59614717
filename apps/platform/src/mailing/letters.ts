import { contentLanguageFor } from '@betfront/contract/content';
import type { ContentLanguage } from '@betfront/contract/content';
import type { Queryable } from '../db/database';
import { dictionaryText } from '../dictionaries/dictionary-text';

/** Every letter and text message the platform sends; their words live in the `letters` dictionary. */
export const LETTER_NAMES = [
  'activation',
  'email_taken',
  'one_click_credentials',
  'recovery',
  'email_code',
  'two_step',
  'deposit',
  'bet',
] as const;
export const TEXT_MESSAGE_NAMES = [
  'recovery',
  'phone_code',
  'login_code',
  'transfer_code',
  'registration_code',
  'phone_taken',
] as const;
export type LetterName = (typeof LETTER_NAMES)[number];
export type TextMessageName = (typeof TEXT_MESSAGE_NAMES)[number];

type Vars = Readonly<Record<string, string>>;

const read = (language: ContentLanguage, key: string, vars?: Vars) =>
  dictionaryText('letters', language, `letters.${key}`, vars);

/** A letter's subject and text in the reader's language. */
export async function letterIn(
  language: ContentLanguage,
  name: LetterName,
  vars?: Vars,
): Promise<{ subject: string; text: string }> {
  const [subject, text] = await Promise.all([
    read(language, `${name}.subject`, vars),
    read(language, `${name}.text`, vars),
  ]);
  return { subject, text };
}

/** A text message in the reader's language. */
export const textMessageIn = (language: ContentLanguage, name: TextMessageName, vars?: Vars) =>
  read(language, `${name}.sms`, vars);

/** A word a letter puts inside another, such as a bet's outcome. */
export const letterWord = (language: ContentLanguage, key: string) => read(language, key);

/** The language the player reads: the one stored on the account, Russian when it has none. */
export async function playerLanguage(db: Queryable, userId: number): Promise<ContentLanguage> {
  const rows = await db.query<{ language: string | null }>('select language from users where id = $1', [userId]);
  return contentLanguageFor(rows[0]?.language ?? 'ru');
}
