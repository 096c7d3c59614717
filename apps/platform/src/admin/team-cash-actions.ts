import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { adminInteger } from './admin-integer';
import { defineAction } from './define-action';

/** Takes a player on as a team-cash agent, or off: the operator's answer to an application. */
export const teamCashSet = defineAction(
  z.object({ userId: adminInteger(1, Number.MAX_SAFE_INTEGER), on: z.boolean() }),
  async ({ db }, input) => {
    const rows = await db.query<{ id: number }>('update users set is_team_cash_agent = $2 where id = $1 returning id', [
      input.userId,
      input.on,
    ]);
    if (rows.length === 0) throw new HttpError(404, 'not_found', `There is no player ${input.userId}`);
    return { userId: input.userId, isAgent: input.on };
  },
);
