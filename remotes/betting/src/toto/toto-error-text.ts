import { isApiError } from '@betfront/api-client';
import { totoErrorCodeSchema } from '@betfront/contract/toto';
import type { Translate } from '@betfront/remote-kit';

/** What a refused coupon tells the player, in their language. */
export function totoErrorText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('toto.error.generic');
  if (error.status === 401) return t('toto.error.not_logged_in');
  const code = totoErrorCodeSchema.safeParse(error.code);
  return code.success ? t(`toto.error.${code.data}`) : t('toto.error.generic');
}
