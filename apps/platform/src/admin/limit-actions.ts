import { z } from 'zod';
import { advanceLimitClock } from '../limits/limit-clock';
import { defineAction } from './define-action';

/** Test-only: moves the clock the limit rules read, so a cooling-off or a time-out passes without waiting. */
export const limitClockAdvance = defineAction(
  z.object({
    seconds: z.coerce
      .number()
      .int()
      .positive()
      .max(400 * 86400),
  }),
  async ({ db }, input) => ({ now: await advanceLimitClock(db, input.seconds) }),
);
