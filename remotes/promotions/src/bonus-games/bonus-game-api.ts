import { browserApi, isApiError } from '@betfront/api-client';
import { BONUS_REFUSAL_CODES, bonusGameAnswerSchema, bonusGamePlayAnswerSchema } from '@betfront/contract/bonuses';
import type { BonusGame, BonusGameAnswer, BonusGamePlayAnswer } from '@betfront/contract/bonuses';

export const loadBonusGame = (game: BonusGame, lng: string, signal: AbortSignal): Promise<BonusGameAnswer> =>
  browserApi().request(bonusGameAnswerSchema, {
    method: 'GET',
    path: `/web-api/bonus-games/${game}`,
    query: { lng },
    signal,
  });

export const playBonusGame = (game: BonusGame, lng: string): Promise<BonusGamePlayAnswer> =>
  browserApi().request(bonusGamePlayAnswerSchema, {
    method: 'POST',
    path: `/web-api/bonus-games/${game}/plays`,
    query: { lng },
  });

export const isVisitor = (error: unknown): boolean => isApiError(error) && error.status === 401;

/** The refusal's dictionary key, and the next play's time when the refusal names it. */
export function playRefusal(error: unknown): { key: string; nextPlayAt: string | null } {
  if (isApiError(error) && error.code !== undefined && BONUS_REFUSAL_CODES.has(error.code)) {
    const next = error.fields.nextPlayAt;
    return { key: `bonuses.error.${error.code}`, nextPlayAt: typeof next === 'string' ? next : null };
  }
  return { key: 'bonuses.error.other', nextPlayAt: null };
}
