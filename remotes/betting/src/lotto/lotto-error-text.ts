import { isApiError } from '@betfront/api-client';
import { drawErrorCodeSchema } from '@betfront/contract/draws';
import type { Translate } from '@betfront/remote-kit';

/** The money gate's refusals (`docs/money.md`), each with its own text. */
const GATE_CODES: ReadonlySet<string> = new Set([
  'player_banned',
  'identification_required',
  'terms_changed',
  'country_blocked',
  'account_frozen',
  'self_excluded',
  'timed_out',
  'session_limit_ended',
  'wagering_limit_exceeded',
  'loss_limit_exceeded',
]);

/** What a refused purchase tells the player, in their language. */
export function lottoErrorText(error: unknown, t: Translate): string {
  if (!isApiError(error)) return t('lotto.error.generic');
  if (error.status === 401) return t('lotto.error.not_logged_in');
  const code = drawErrorCodeSchema.safeParse(error.code);
  if (code.success) return t(`lotto.error.${code.data}`);
  if (error.code !== undefined && GATE_CODES.has(error.code)) return t(`lotto.error.${error.code}`);
  return t('lotto.error.generic');
}
