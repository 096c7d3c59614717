import type { BuyTicketBody } from '@betfront/contract/draws';
import { lotteriesAnswerSchema, lotteryAnswerSchema } from '@betfront/contract/draws';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { XHR } from '../testing/test-app';
import { scheduleDraws } from './draw-schedule';

/** The lottery as the catalogue shows it, with the draw tickets are sold for now. */
export async function lotteryOf(app: FastifyInstance, slug: string) {
  // The draws' leader job is off in tests: open the coming draws as its round does.
  await scheduleDraws(app.platform.db, new Date());
  const catalogue = await app.inject({ method: 'GET', url: '/web-api/lotto/lotteries?lng=en' });
  const listed = lotteriesAnswerSchema.parse(catalogue.json()).lotteries.find((lottery) => lottery.slug === slug);
  if (!listed) throw new Error(`The lottery ${slug} is not on sale`);
  const response = await app.inject({ method: 'GET', url: `/web-api/lotto/lotteries/${listed.id}?lng=en` });
  const { lottery } = lotteryAnswerSchema.parse(response.json());
  if (!lottery.nextDraw) throw new Error(`The lottery ${slug} has no draw on sale`);
  return { ...lottery, nextDraw: lottery.nextDraw };
}

export function buy(app: FastifyInstance, cookie: string, body: Partial<BuyTicketBody>) {
  return app.inject({
    method: 'POST',
    url: '/web-api/lotto/tickets',
    headers: { cookie, ...XHR },
    payload: { requestId: randomUUID(), ...body },
  });
}

export const errorCode = (response: { json(): unknown }): string =>
  (response.json() as { error: { code: string } }).error.code;

/**
 * A lottery every ticket of all its numbers wins: 2 of 3 numbers drawn, a ticket of 1, 2, 3 holds 3
 * combinations, one matching 2 (3× the price) and two matching 1 (1× each): it wins 5× the price, 10.00 a
 * combination, whatever is drawn.
 */
export const SURE_LOTTERY = {
  slug: 'sure-2-3',
  nameRu: 'Верная 2 из 3',
  nameEn: 'Sure 2/3',
  pickCount: 2,
  poolSize: 3,
  maxPick: 3,
  drawEverySeconds: 3600,
  closeBeforeSeconds: 60,
  combinationPrice: '10',
  maxStake: '100',
  prizeTable: { '1': 1, '2': 3 },
};
