import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { scheduleRounds } from '../virtual/schedule-rounds';
import { settleDueRounds } from '../virtual/settle-rounds';
import { defineAction } from './define-action';

const slug = z.string().regex(/^[a-z0-9-]{1,40}$/, 'a game such as football');

/** Test only: the game's round (its soonest taking bets, or the one named) closes now and is played and settled at once. */
export const virtualPlayNow = defineAction(
  z.object({ slug, roundId: z.coerce.number().int().positive().optional() }),
  async ({ db }, { slug: gameSlug, roundId }) => {
    const now = new Date();
    await scheduleRounds(db, now);
    const [round] = await db.query<{ id: number }>(
      `update virtual_rounds set closes_at = $2, settles_at = $2 where id = (
       select r.id from virtual_rounds r join virtual_games g on g.id = r.game_id
       where g.slug = $1 and r.settled_at is null and r.closes_at > $2 and ($3::bigint is null or r.id = $3)
       order by r.closes_at limit 1)
     returning id`,
      [gameSlug, now, roundId ?? null],
    );
    if (!round) throw new HttpError(404, 'virtual_game_not_found', `There is no game ${gameSlug} with a round open`);
    await settleDueRounds(db, now);
    const [played] = await db.query<{ result: unknown }>('select result from virtual_rounds where id = $1', [round.id]);
    return { roundId: round.id, result: played?.result ?? null };
  },
);
