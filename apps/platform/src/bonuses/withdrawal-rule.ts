import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';

/**
 * A withdrawal is refused while a bonus is being wagered (`docs/bonuses.md`): the deposit it came with is what the
 * bonus is wagered against. The player may finish the wagering, or give the bonus up on the bonuses page first.
 */
export async function assertNoBonusWagering(tx: Queryable, userId: number): Promise<void> {
  const rows = await tx.query<{ id: string }>(
    `select id::text as id from player_bonuses where user_id = $1 and status = 'wagering'`,
    [userId],
  );
  const bonus = rows[0];
  if (bonus) {
    throw new HttpError(
      409,
      'bonus_wagering',
      'Finish wagering your bonus or give it up before withdrawing',
      undefined,
      {
        bonusId: bonus.id,
      },
    );
  }
}
