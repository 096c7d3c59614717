import { savePreferences } from '@betfront/api-client';
import type { Session } from '@betfront/contract';

/**
 * A player who opens the site in another language than the one on the account keeps it: letters and codes are
 * worded in the language the player last read the site in.
 */
export function rememberLanguage(session: Pick<Session, 'user_id' | 'lng'>, pageLanguage: string): void {
  if (session.user_id === null || session.lng === pageLanguage) return;
  savePreferences({ lng: pageLanguage }).catch(() => undefined);
}
