import { savePreferences } from '@betfront/api-client';
import type { Session } from '@betfront/contract';
import { LANGUAGE_COOKIE } from '@betfront/contract/preferences';
import { writeSiteCookie } from './site-cookie';

/**
 * The language the site is read in is the one chosen: the browser keeps it in the lng cookie, and a player who
 * opens the site in another language than the one on the account keeps it there, so letters and codes are
 * worded in the language the player last read the site in.
 */
export function rememberLanguage(session: Pick<Session, 'user_id' | 'lng'>, pageLanguage: string): void {
  writeSiteCookie(LANGUAGE_COOKIE, pageLanguage);
  if (session.user_id === null || session.lng === pageLanguage) return;
  savePreferences({ lng: pageLanguage }).catch(() => undefined);
}
