import { pollEvery } from '@betfront/remote-kit';
import { queryOptions } from '@tanstack/react-query';
import { loadLotteries, loadLottery, loadPastDraws, loadTickets } from './lotto-api';

/** Draws are pushed (`useDrawChanges`); these slow reads are the fallback when the stream is down. */
const LOTTO_POLL_MS = 60_000;

export const lotteriesQuery = (lng: string) =>
  queryOptions({
    queryKey: ['lotto', 'lotteries', lng],
    queryFn: ({ signal }) => loadLotteries(lng, signal),
    ...pollEvery(LOTTO_POLL_MS),
  });

export const lotteryQuery = (lotteryId: number, lng: string) =>
  queryOptions({
    queryKey: ['lotto', 'lottery', lotteryId, lng],
    queryFn: ({ signal }) => loadLottery(lotteryId, lng, signal),
    ...pollEvery(LOTTO_POLL_MS),
  });

/** Past draws of one lottery (or of all, `lotteryId` null), the latest `limit` of them when given. */
export const pastDrawsQuery = (lng: string, lotteryId: number | null, limit?: number) =>
  queryOptions({
    queryKey: ['lotto', 'draws', lng, lotteryId, limit],
    queryFn: ({ signal }) => loadPastDraws(lng, lotteryId, signal, limit),
    ...pollEvery(LOTTO_POLL_MS),
  });

/** The player's tickets, of one lottery or of all; a visitor has none and nothing is asked. */
export const ticketsQuery = (lotteryId: number | null, isLoggedIn: boolean) =>
  queryOptions({
    queryKey: ['lotto', 'tickets', lotteryId],
    queryFn: ({ signal }) => loadTickets(lotteryId, signal),
    enabled: isLoggedIn,
    ...pollEvery(LOTTO_POLL_MS),
  });
