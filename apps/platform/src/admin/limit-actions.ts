import { z } from 'zod';
import { setLimitClock } from '../limits/limit-clock';
import { defineAction } from './define-action';

/**
 * Test-only: moves the clock the limit rules read, so a cooling-off or a time-out passes without waiting, and
 * shortens the session limit's hour, so a browser test sees a session limit end.
 */
export const limitClockSet = defineAction(
  z.object({
    seconds: z.coerce
      .number()
      .int()
      .min(0)
      .max(400 * 86400)
      .default(0),
    hourSeconds: z.coerce.number().int().min(1).max(3600).optional(),
  }),
  async ({ db }, input) => setLimitClock(db, { advanceSeconds: input.seconds, hourSeconds: input.hourSeconds }),
);
