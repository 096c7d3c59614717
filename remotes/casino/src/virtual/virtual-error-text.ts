import { isApiError } from '@betfront/api-client';
import { virtualErrorCodeSchema } from '@betfront/contract/virtual';
import type { Translate } from '@betfront/remote-kit';

/** What a refused bet tells the player, in their language. */
export function virtualErrorText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('virtual.error.generic');
  if (error.status === 401) return t('virtual.error.not_logged_in');
  const code = virtualErrorCodeSchema.safeParse(error.code);
  return code.success ? t(`virtual.error.${code.data}`) : t('virtual.error.generic');
}
