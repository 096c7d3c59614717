import { browserApi } from '@betfront/api-client';
import { casinoHistoryMailAnswerSchema, casinoRoundsAnswerSchema } from '@betfront/contract/casino-wallet';
import type { CasinoHistoryMailAnswer, CasinoRoundsAnswer } from '@betfront/contract/casino-wallet';

export const ROUNDS_PER_PAGE = 20;

export function loadCasinoRounds(
  page: number,
  lng: string,
  section: 'slots' | undefined,
  signal: AbortSignal,
): Promise<CasinoRoundsAnswer> {
  return browserApi().request(casinoRoundsAnswerSchema, {
    method: 'GET',
    path: '/web-api/casino/rounds',
    query: { page, limit: ROUNDS_PER_PAGE, lng, ...(section ? { section } : {}) },
    signal,
  });
}

export function mailCasinoHistory(lng: string): Promise<CasinoHistoryMailAnswer> {
  return browserApi().request(casinoHistoryMailAnswerSchema, {
    method: 'POST',
    path: '/web-api/casino/rounds/mail',
    query: { lng },
  });
}
