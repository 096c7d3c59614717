import { contentLanguageFor } from '@betfront/contract/content';

const DEFAULT_LANGUAGE = 'ru';

/** Whether a coupon's names are read in Russian: the language asked for, else the player's own. */
export function readsRussian(lng: string | undefined, playerLanguage: string | null): boolean {
  return contentLanguageFor(lng ?? playerLanguage ?? DEFAULT_LANGUAGE) === 'ru';
}
