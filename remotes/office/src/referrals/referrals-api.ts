import { browserApi, isApiError } from '@betfront/api-client';
import { REFERRAL_ERROR_CODES, referralCollectAnswerSchema, referralsAnswerSchema } from '@betfront/contract/referrals';
import type { ReferralsAnswer } from '@betfront/contract/referrals';

export function loadReferrals(lng: string, signal: AbortSignal): Promise<ReferralsAnswer> {
  return browserApi().request(referralsAnswerSchema, {
    method: 'GET',
    path: '/web-api/referrals',
    query: { lng },
    signal,
  });
}

export function collectReward(friendId: number) {
  return browserApi().request(referralCollectAnswerSchema, {
    method: 'POST',
    path: `/web-api/referrals/${friendId}/collect`,
  });
}

/** The dictionary key explaining a refused collection. */
export function collectErrorKey(error: unknown): string {
  return isApiError(error) && error.code !== undefined && REFERRAL_ERROR_CODES.has(error.code)
    ? `referrals.error.${error.code}`
    : 'referrals.error.other';
}
