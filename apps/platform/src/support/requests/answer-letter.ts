import type { SupportTopic } from '@betfront/contract/support';
import { dictionaryText } from '../../dictionaries/dictionary-text';

export type LetterLanguage = 'ru' | 'en';

/** The site's languages a letter can be worded in; any other reads English. */
export const letterLanguageOf = (lng: string): LetterLanguage => (lng === 'ru' ? 'ru' : 'en');

/** A text of the support dictionary with its `{{name}}` places filled. */
export const supportText = (language: LetterLanguage, key: string, vars: Readonly<Record<string, string>> = {}) =>
  dictionaryText('support', language, key, vars);

/** Support's answer as the player gets it, in the office inbox and by e-mail, in the language they wrote in. */
export async function answerLetter(language: LetterLanguage, requestId: string, topic: SupportTopic, answer: string) {
  const topicName = await supportText(language, `support.topic.${topic}`);
  return {
    subject: await supportText(language, 'support.letter.answer_subject', { id: requestId, topic: topicName }),
    text: `${answer}\n\n${await supportText(language, 'support.letter.answer_footer')}`,
  };
}
