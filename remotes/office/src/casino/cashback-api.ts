import { browserApi } from '@betfront/api-client';
import { cashbackAnswerSchema, cashbackClaimAnswerSchema } from '@betfront/contract/casino-events';
import type { CashbackAnswer, CashbackClaimAnswer, CashbackProgramme } from '@betfront/contract/casino-events';
import type { Translate } from '@betfront/remote-kit';
import { namedRefusalText } from '../shared/refusal-text';

/** The casino's programmes live under the casino's calls, the sportsbook's under its own. */
const programmePath = (programme: CashbackProgramme) =>
  programme === 'sport' ? '/web-api/sport/cashback' : `/web-api/casino/cashback/${programme}`;

export const loadCashback = (programme: CashbackProgramme, signal: AbortSignal): Promise<CashbackAnswer> =>
  browserApi().request(cashbackAnswerSchema, { method: 'GET', path: programmePath(programme), signal });

export const claimCashback = (programme: CashbackProgramme): Promise<CashbackClaimAnswer> =>
  browserApi().request(cashbackClaimAnswerSchema, { method: 'POST', path: `${programmePath(programme)}/claims` });

/** The refusals the cashback page names; any other failure is told in general words. */
const CASHBACK_REFUSALS = new Set([
  'cashback_nothing_to_claim',
  'cashback_claim_closed',
  'player_banned',
  'self_excluded',
  'timed_out',
  'account_frozen',
]);

export const cashbackErrorText = (error: unknown, t: Translate): string =>
  namedRefusalText(error, t, 'casino-cashback', CASHBACK_REFUSALS);
