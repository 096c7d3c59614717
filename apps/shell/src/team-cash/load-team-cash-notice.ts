import type { ApiClient } from '@betfront/api-client';
import { teamCashStatusSchema } from '@betfront/contract/team-cash';
import { completedDeposits, noticeCount, TEAM_CASH_PAGE_SIZE } from './team-cash-rules';

/**
 * Whether a player who is not an agent yet should see the team-cash notice now: the completed deposits are
 * counted from the first page of deposits, and a second page when the first holds fewer than a page of them.
 */
export async function loadTeamCashNotice(client: ApiClient, shownAt: string | undefined): Promise<number | null> {
  const status = await client.request(teamCashStatusSchema, { method: 'GET', path: '/web-api/team-cash/status' });
  if (status.isAgent) return null;
  // The payments contract loads only for a player the notice may be for, not with every page.
  const { paymentsAnswerSchema } = await import('@betfront/contract/payments');
  const page = (pageNumber: number) =>
    client.request(paymentsAnswerSchema, {
      method: 'GET',
      path: '/web-api/payments',
      query: { direction: 'deposit', page: pageNumber, limit: TEAM_CASH_PAGE_SIZE },
    });
  const first = await page(1);
  let completed = completedDeposits(first.payments);
  if (completed < TEAM_CASH_PAGE_SIZE && first.total > TEAM_CASH_PAGE_SIZE) {
    completed += completedDeposits((await page(2)).payments);
  }
  return noticeCount(completed, shownAt);
}
