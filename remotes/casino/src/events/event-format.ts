import { formatMoney } from '@betfront/account-ui/wallet';
import type { TournamentScoring } from '@betfront/contract/casino-events';
import { formatDateTime } from '@betfront/ui';

export const money = (amount: string, currencyIso: string) => formatMoney(amount, currencyIso);

/** A tournament's start or end, in the visitor's time zone. */
export const formatWhen = (iso: string, lng: string) => formatDateTime(iso, lng);

/** Points as the tournament counts them: money for stakes and wins, a multiplier for the best round. */
export const formatPoints = (points: string, scoring: TournamentScoring) =>
  scoring === 'multiplier' ? `×${points}` : points.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, '\u00a0');
