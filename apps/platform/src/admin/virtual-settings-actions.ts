import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { listEveryVirtualGame, updateVirtualGame } from '../virtual/virtual-repository';
import { defineAction } from './define-action';

const money = z.string().regex(/^\d{1,10}(\.\d{1,2})?$/, 'an amount such as 1 or 2.50');
const seconds = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

/** Every virtual game and TV game, on or off, with its schedule, margin and stake limits. */
export const virtualList = defineAction(z.object({}), async ({ db }) => ({ games: await listEveryVirtualGame(db) }));

/**
 * Changes a game's names, schedule (a round every so many seconds, played for so long, so many opened ahead),
 * margin, stake limits and whether it is on. Rounds already open keep their times and odds; the next ones follow.
 */
export const virtualSet = defineAction(
  z
    .object({
      slug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'a game such as football'),
      nameRu: z.string().trim().min(1).max(80),
      nameEn: z.string().trim().min(1).max(80),
      roundEverySeconds: seconds(10, 3600),
      playSeconds: seconds(0, 3600),
      roundsAhead: seconds(1, 10),
      margin: z.coerce.number().min(0).max(0.49),
      minStake: money.refine((amount) => Number(amount) > 0, 'the least stake is above 0'),
      maxStake: money,
      isActive: z.boolean(),
    })
    .refine((input) => Number(input.maxStake) >= Number(input.minStake), {
      message: 'the most stake is at least the least',
    })
    .refine((input) => input.playSeconds < input.roundEverySeconds, {
      message: 'a round is played within its period',
    }),
  async ({ db }, { slug, ...settings }) => {
    const game = await updateVirtualGame(db, slug, settings);
    if (!game) throw new HttpError(404, 'virtual_game_not_found', `There is no game ${slug}`);
    return { game };
  },
);
