import { formatMoney } from '@betfront/account-ui/wallet';
import type { TournamentScoring } from '@betfront/contract/casino-events';

export const money = (amount: string, currencyIso: string) => formatMoney(amount, currencyIso);

export const formatWhen = (iso: string, lng: string) =>
  new Intl.DateTimeFormat(lng === 'ru' ? 'ru-RU' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(iso));

/** Points as the tournament counts them: money for stakes and wins, a multiplier for the best round. */
export const formatPoints = (points: string, scoring: TournamentScoring) =>
  scoring === 'multiplier' ? `×${points}` : points.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, '\u00a0');
