import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { scheduleLotteryDraws } from '../draws/draw-schedule';
import { moveOpenDrawToNow } from '../draws/draw-repository';
import { findLottery, listLotteries, upsertLottery } from '../draws/lottery-repository';
import { runDueDraws } from '../draws/run-draws';
import { BINGO_LINES } from '../draws/bingo-card';
import { defineAction } from './define-action';

const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const money = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount such as 50 or 12.50');
const slug = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a lottery such as 6-45');
const multiple = z.coerce.number().int().positive();

const within = (key: string, min: number, max: number) => Number(key) >= min && Number(key) <= max;

/** Lotto: `{matches: multiple}`, matches within the pick count. Keno: `{spots: {hits: multiple}}`, hits ≤ spots. */
function isPrizeTableOfKind(input: {
  kind?: 'lotto' | 'keno' | 'bingo';
  pickCount: number;
  maxPick: number;
  prizeTable: Record<string, number | Record<string, number>>;
}): boolean {
  const lines = Object.entries(input.prizeTable);
  if (lines.length === 0) return false;
  if (input.kind === 'bingo') {
    return lines.every(([completed, value]) => typeof value === 'number' && within(completed, 1, BINGO_LINES));
  }
  if (input.kind !== 'keno') {
    return lines.every(([matches, value]) => typeof value === 'number' && within(matches, 1, input.pickCount));
  }
  return lines.every(
    ([spots, value]) =>
      typeof value === 'object' &&
      within(spots, input.pickCount, input.maxPick) &&
      Object.keys(value).every((hits) => within(hits, 0, Number(spots))),
  );
}

/** Every lottery, on sale or not, with its rules, schedule and prize table. */
export const lotteryList = defineAction(z.object({}), async ({ db }) => ({
  lotteries: await listLotteries(db, { activeOnly: false }),
}));

/**
 * Creates a lottery or replaces one's rules: lotto or keno, numbers picked of a pool, the most a ticket picks,
 * the numbers drawn (keno), the draw period and offset, when sales close, the combination price, the most a
 * ticket stakes, the prize table (lotto `{"3": 5, "4": 100}`: matched numbers to multiples of the price; keno
 * `{"2": {"2": 12}}`: spots to hits to multiples) and whether it is on sale.
 */
export const lotterySet = defineAction(
  z
    .object({
      slug,
      kind: z.optional(z.enum(['lotto', 'keno', 'bingo'])),
      nameRu: z.string().trim().min(1).max(80),
      nameEn: z.string().trim().min(1).max(80),
      pickCount: count(1, 24),
      poolSize: count(2, 99),
      maxPick: count(1, 24),
      drawCount: z.optional(count(1, 98)),
      drawEverySeconds: count(60, 604_800),
      drawOffsetSeconds: z.optional(count(0, 604_799)),
      closeBeforeSeconds: count(0, 604_799),
      combinationPrice: money,
      maxStake: money,
      prizeTable: z.record(
        z.string().regex(/^\d{1,2}$/),
        z.union([multiple, z.record(z.string().regex(/^\d{1,2}$/), multiple)]),
      ),
      isActive: z.optional(z.boolean()),
    })
    .refine((input) => input.poolSize > (input.drawCount ?? input.pickCount), {
      message: 'the pool holds more numbers than are drawn',
    })
    .refine(
      (input) =>
        (input.kind !== 'lotto' && input.kind !== undefined) ||
        (input.drawCount ?? input.pickCount) === input.pickCount,
      {
        message: 'a lotto draws as many numbers as a combination holds',
      },
    )
    .refine((input) => (input.kind === 'keno' ? (input.drawCount ?? 0) >= input.maxPick : true), {
      message: 'a keno draw draws at least as many numbers as a ticket may pick',
    })
    .refine((input) => input.maxPick >= input.pickCount && input.maxPick <= input.poolSize, {
      message: 'a system ticket picks from the pick count up to the pool size',
    })
    .refine((input) => input.closeBeforeSeconds < input.drawEverySeconds, {
      message: 'sales close within the draw period',
    })
    .refine((input) => (input.drawOffsetSeconds ?? 0) < input.drawEverySeconds, {
      message: 'the offset is shorter than the draw period',
    })
    .refine((input) => Number(input.maxStake) >= Number(input.combinationPrice), {
      message: 'the maximum stake covers one combination',
    })
    .refine(
      (input) => input.kind !== 'bingo' || (input.pickCount === 24 && input.maxPick === 24 && input.poolSize === 75),
      {
        message: 'a bingo card holds 24 numbers of 75',
      },
    )
    .refine(isPrizeTableOfKind, {
      message:
        'lotto prizes map 1 up to the pick count of matched numbers to multiples; keno prizes map spots to hits to multiples',
    }),
  async ({ db }, input) => ({
    lottery: await upsertLottery(db, {
      ...input,
      kind: input.kind ?? 'lotto',
      drawCount: input.drawCount ?? input.pickCount,
      drawOffsetSeconds: input.drawOffsetSeconds ?? 0,
      isActive: input.isActive ?? true,
    }),
  }),
);

/** Test only: closes the lottery's open draw now and runs it at once, paying its tickets. */
export const lotteryDrawNow = defineAction(z.object({ slug }), async ({ db }, { slug: lotterySlug }) => {
  const lottery = await findLottery(db, lotterySlug);
  if (!lottery) throw new HttpError(404, 'lottery_not_found', `There is no lottery ${lotterySlug}`);
  const now = new Date();
  const draw = await scheduleLotteryDraws(db, lottery, now);
  await moveOpenDrawToNow(db, draw.id, now);
  await runDueDraws(db, now);
  const [drawn] = await db.query<{ numbers: number[] | null }>('select numbers from lottery_draws where id = $1', [
    draw.id,
  ]);
  return { drawId: draw.id, numbers: drawn?.numbers ?? null };
});
