import { FEATURE_NUMBERS } from '@betfront/contract/features';
import type { Payment } from '@betfront/contract/payments';
import { TEAM_CASH_NOTICE_DEPOSITS } from '@betfront/contract/team-cash';

/** Deposits read per page of the player's payments; a second page is read when the first holds fewer completed. */
export const TEAM_CASH_PAGE_SIZE = 5;

/** The cookie that remembers at which deposit count the notice was last shown (about 372 days). */
export const TEAM_CASH_COOKIE = 'bf_team_cash_notice';
export const TEAM_CASH_COOKIE_DAYS = 372;

export const isTeamCashOn = (features: readonly number[]) => features.includes(FEATURE_NUMBERS.teamCash);

export const completedDeposits = (payments: readonly Payment[]) =>
  payments.filter((payment) => payment.direction === 'deposit' && payment.status === 'completed').length;

/** The deposit count to show the notice for: exactly 3 or 4 completed deposits, not already shown at that count. */
export function noticeCount(completed: number, shownAt: string | undefined): number | null {
  const due = (TEAM_CASH_NOTICE_DEPOSITS as readonly number[]).includes(completed);
  return due && shownAt !== String(completed) ? completed : null;
}
