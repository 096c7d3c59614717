import { z } from 'zod';
import { defineAction } from './define-action';

/**
 * Outside production only: moves a player's settled coupons the given days back, so a test can see a week that is
 * over (a sport cashback to claim) without waiting for it to end.
 */
export const settledCouponsBackdate = defineAction(
  z.object({
    userId: z.coerce.number().int().min(1),
    days: z.coerce.number().int().min(1).max(60),
  }),
  async ({ db }, input) => {
    const moved = await db.query(
      `update coupons set placed_at = placed_at - make_interval(days => $2),
         settled_at = settled_at - make_interval(days => $2)
       where user_id = $1 and status_id >= 0 returning id`,
      [input.userId, input.days],
    );
    return { moved: moved.length };
  },
);
