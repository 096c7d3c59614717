import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { finishGame } from '../sportsbook/simulation/finish-game';
import { scheduleToto } from '../toto/schedule-toto';
import { settleTotoDraws } from '../toto/settle-toto';
import { defineAction } from './define-action';

/**
 * Test only: the current toto draw closes now, its 15 games kick off and are played to their end by the
 * sportsbook's simulator at once, and the draw is settled from their results. Answers each currency's pool prizes.
 */
export const totoPlayNow = defineAction(z.object({}), async ({ db }) => {
  const now = new Date();
  await scheduleToto(db, now);
  const [draw] = await db.query<{ id: number }>(
    `update toto_draws set closes_at = $1 where id = (
       select id from toto_draws where settled_at is null and closes_at > $1 order by closes_at limit 1)
     returning id`,
    [now],
  );
  if (!draw) throw new HttpError(404, 'draw_not_found', 'No toto draw is open');
  const games = await db.query<{ gameId: number }>(
    `update sb_games set status = 'live', start_at = $2 where status = 'line'
       and id in (select game_id from toto_draw_games where draw_id = $1)
     returning id::int as "gameId"`,
    [draw.id, now],
  );
  for (const { gameId } of games) await finishGame(db, null, gameId);
  await settleTotoDraws(db, new Date());
  const pools = await db.query<{ currencyIso: string; prizes: unknown }>(
    'select currency_iso as "currencyIso", prizes from toto_pools where draw_id = $1 order by currency_iso',
    [draw.id],
  );
  return { drawId: draw.id, pools };
});
