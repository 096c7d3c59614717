import type { SupportTopic } from '@betfront/contract/support';
import { cachedDictionaryReader } from '../../dictionaries/dictionary-store';

export type LetterLanguage = 'ru' | 'en';

const readDictionary = cachedDictionaryReader();

/** The site's languages a letter can be worded in; any other reads English. */
export const letterLanguageOf = (lng: string): LetterLanguage => (lng === 'ru' ? 'ru' : 'en');

/** A text of the support dictionary with its `{{name}}` places filled. */
export async function supportText(
  language: LetterLanguage,
  key: string,
  vars: Readonly<Record<string, string>> = {},
): Promise<string> {
  const text = (await readDictionary('support', language))?.[key];
  if (text === undefined) throw new Error(`The support dictionary has no ${language} ${key}`);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => vars[name] ?? placeholder);
}

/** Support's answer as the player gets it, in the office inbox and by e-mail, in the language they wrote in. */
export async function answerLetter(language: LetterLanguage, requestId: string, topic: SupportTopic, answer: string) {
  const topicName = await supportText(language, `support.topic.${topic}`);
  return {
    subject: await supportText(language, 'support.letter.answer_subject', { id: requestId, topic: topicName }),
    text: `${answer}\n\n${await supportText(language, 'support.letter.answer_footer')}`,
  };
}
