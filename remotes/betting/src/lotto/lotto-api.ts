import { browserApi } from '@betfront/api-client';
import {
  buyTicketAnswerSchema,
  lotteriesAnswerSchema,
  lotteryAnswerSchema,
  pastDrawsAnswerSchema,
  ticketsAnswerSchema,
} from '@betfront/contract/draws';
import type { BuyTicketBody, Lottery, LotteryTicket, PastDraw } from '@betfront/contract/draws';

export async function loadLotteries(lng: string, signal: AbortSignal): Promise<Lottery[]> {
  const answer = await browserApi().request(lotteriesAnswerSchema, {
    method: 'GET',
    path: '/web-api/lotto/lotteries',
    query: { lng },
    signal,
  });
  return answer.lotteries;
}

export async function loadLottery(lotteryId: number, lng: string, signal: AbortSignal): Promise<Lottery> {
  const answer = await browserApi().request(lotteryAnswerSchema, {
    method: 'GET',
    path: `/web-api/lotto/lotteries/${lotteryId}`,
    query: { lng },
    signal,
  });
  return answer.lottery;
}

export async function loadPastDraws(
  lng: string,
  lotteryId: number | null,
  signal: AbortSignal,
  limit = 20,
): Promise<PastDraw[]> {
  const answer = await browserApi().request(pastDrawsAnswerSchema, {
    method: 'GET',
    path: '/web-api/lotto/draws',
    query: lotteryId === null ? { lng, limit } : { lng, lotteryId, limit },
    signal,
  });
  return answer.draws;
}

export async function loadTickets(lotteryId: number | null, signal: AbortSignal): Promise<LotteryTicket[]> {
  const answer = await browserApi().request(ticketsAnswerSchema, {
    method: 'GET',
    path: '/web-api/lotto/tickets',
    query: lotteryId === null ? {} : { lotteryId },
    signal,
  });
  return answer.tickets;
}

export function buyTicket(body: BuyTicketBody) {
  return browserApi().request(buyTicketAnswerSchema, { method: 'POST', path: '/web-api/lotto/tickets', body });
}
