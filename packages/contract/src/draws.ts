import { z } from 'zod/mini';
import { stakeRefusalSchema } from './stake-refusals';
import { moneySchema } from './accounts';
import { requestIdSchema } from './bets';

export const lotterySlugSchema = z.string().check(z.regex(/^[a-z0-9-]{1,40}$/, 'a lottery such as 6-45'));

/**
 * What one combination wins for a number of matched numbers: `multiplier` × the combination's price. In keno
 * the line is for a ticket of `spots` numbers (null in lotto).
 */
export const lotteryPrizeSchema = z.object({
  spots: z.nullable(z.int().check(z.positive())),
  matches: z.int().check(z.positive()),
  multiplier: z.int().check(z.positive()),
  amount: moneySchema,
});
export type LotteryPrize = z.infer<typeof lotteryPrizeSchema>;

export const upcomingDrawSchema = z.object({
  id: z.int().check(z.positive()),
  drawAt: z.iso.datetime({ offset: true }),
  /** Tickets are sold until this moment. */
  closesAt: z.iso.datetime({ offset: true }),
});
export type UpcomingDraw = z.infer<typeof upcomingDrawSchema>;

const lotteryIdSchema = z.int().check(z.positive());

export const lotterySchema = z.object({
  id: lotteryIdSchema,
  slug: lotterySlugSchema,
  /**
   * Lotto tickets play every combination of `pickCount` of their numbers; a keno ticket is one bet on its spots; a
   * bingo ticket is one card of 24 numbers, paid by the lines it completes.
   */
  kind: z.enum(['lotto', 'keno', 'bingo']),
  name: z.string(),
  /** The fewest numbers a ticket picks (in lotto, the numbers one combination holds). */
  pickCount: z.int().check(z.positive()),
  /** Numbers each draw draws. */
  drawCount: z.int().check(z.positive()),
  /** Numbers run from 1 to this. */
  poolSize: z.int().check(z.positive()),
  /** The most numbers a system ticket may pick. */
  maxPick: z.int().check(z.positive()),
  drawEverySeconds: z.int().check(z.positive()),
  /** The price of one combination, in the currency of the player's main account. */
  combinationPrice: moneySchema,
  /** That currency for a logged-in player; null for a visitor. */
  currencyIso: z.nullable(z.string()),
  maxStake: moneySchema,
  prizes: z.array(lotteryPrizeSchema),
  /** Null for the moment between a draw's close and the next draw's scheduling. */
  nextDraw: z.nullable(upcomingDrawSchema),
});
export type Lottery = z.infer<typeof lotterySchema>;

const languageSchema = z.optional(z.string().check(z.regex(/^[a-z]{2}$/, 'a language such as ru')));

/** The language names are read in; the player's own when missing. */
export const lotteriesQuerySchema = z.object({ lng: languageSchema });
export const lotteriesAnswerSchema = z.object({ lotteries: z.array(lotterySchema) });

const lotteryIdParamSchema = z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

export const lotteryParamsSchema = z.object({ lotteryId: lotteryIdParamSchema });
export const lotteryAnswerSchema = z.object({ lottery: lotterySchema });

/** Winners of one prize category of a drawn draw. */
export const drawWinnersSchema = z.object({
  matches: z.int().check(z.positive()),
  /** Winning combinations of this category across all tickets. */
  combinations: z.int().check(z.gte(0)),
});

export const pastDrawSchema = z.object({
  id: z.int().check(z.positive()),
  lotteryId: lotteryIdSchema,
  lotteryName: z.string(),
  drawAt: z.iso.datetime({ offset: true }),
  numbers: z.array(z.int()),
  /** The draw's random seed (hex): the numbers follow from it by the documented rule. */
  seed: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
  tickets: z.int().check(z.gte(0)),
  winners: z.array(drawWinnersSchema),
});
export type PastDraw = z.infer<typeof pastDrawSchema>;

export const pastDrawsQuerySchema = z.object({
  lotteryId: z.optional(lotteryIdParamSchema),
  lng: languageSchema,
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(50)), 20),
});
export const pastDrawsAnswerSchema = z.object({ draws: z.array(pastDrawSchema) });

export const lotteryTicketSchema = z.object({
  id: z.int().check(z.positive()),
  lotteryId: lotteryIdSchema,
  lotteryKind: z.enum(['lotto', 'keno', 'bingo']),
  drawId: z.int().check(z.positive()),
  drawAt: z.iso.datetime({ offset: true }),
  numbers: z.array(z.int()),
  combinations: z.int().check(z.positive()),
  stake: moneySchema,
  currencyIso: z.string(),
  /** The draw's numbers once drawn, else null. */
  drawnNumbers: z.nullable(z.array(z.int())),
  /** Once drawn: the ticket's numbers drawn, or in bingo the lines its card completed. */
  matched: z.nullable(z.int().check(z.gte(0))),
  /** Null until the draw; then what the ticket won (0.00 when nothing). */
  payout: z.nullable(moneySchema),
  createdAt: z.iso.datetime({ offset: true }),
});
export type LotteryTicket = z.infer<typeof lotteryTicketSchema>;

export const ticketsQuerySchema = z.object({ lotteryId: z.optional(lotteryIdParamSchema) });
export const ticketsAnswerSchema = z.object({ tickets: z.array(lotteryTicketSchema) });

/** POST /web-api/lotto/tickets: the numbers for a draw, and the stake the player was shown (checked exactly). */
export const buyTicketBodySchema = z.object({
  requestId: requestIdSchema,
  drawId: z.int().check(z.positive()),
  numbers: z.array(z.int()).check(z.minLength(1), z.maxLength(24)),
  stake: moneySchema,
});
export type BuyTicketBody = z.infer<typeof buyTicketBodySchema>;

export const buyTicketAnswerSchema = z.object({ ticket: lotteryTicketSchema, balance: moneySchema });

const drawRefusals = stakeRefusalSchema([
  'lottery_not_found',
  'draw_not_found',
  'draw_closed',
  'numbers_out_of_range',
  'numbers_repeated',
  'card_invalid',
  'wrong_number_count',
  'stake_mismatch',
  'stake_above_maximum',
  'insufficient_funds',
  'request_id_reused',
]);
export const DRAW_ERROR_CODES = drawRefusals.codes;
export const drawErrorCodeSchema = drawRefusals.schema;
export type DrawErrorCode = z.infer<typeof drawErrorCodeSchema>;

/** The server-sent event naming what changed: `lotto:{lotteryId}`, `virtual:{gameSlug}` or `toto`. */
export const DRAW_CHANGE_EVENT = 'draw-change';
export const drawChangeSchema = z.object({ topic: z.string().check(z.maxLength(60)) });
export type DrawChange = z.infer<typeof drawChangeSchema>;
