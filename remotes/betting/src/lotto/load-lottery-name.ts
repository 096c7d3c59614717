import { lotteryAnswerSchema } from '@betfront/contract/draws';
import type { Fetcher } from '@betfront/remote-kit';
import { apiPath, fetchJson } from '../load/fetch-json';

/**
 * The name of the lottery a page is about, for its heading: null when the platform knows no such lottery (the
 * page is not found); the number itself when the platform cannot answer now (the page still shows).
 */
export async function loadLotteryName(fetch: Fetcher, lotteryId: string, lng: string): Promise<string | null> {
  const answer = await fetchJson(fetch, apiPath(`/web-api/lotto/lotteries/${lotteryId}`, { lng }), lotteryAnswerSchema);
  if (answer.ok) return answer.data.lottery.name;
  return answer.status === 404 || answer.status === 400 ? null : lotteryId;
}
