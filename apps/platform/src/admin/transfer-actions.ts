import { z } from 'zod';
import { HttpError } from '../http/http-error';
import { setRequiredTransfer } from '../user-transfer/transfer-repository';
import { adminInteger } from './admin-integer';
import { defineAction } from './define-action';

/** Marks a partner's player whose account is to move here (the site offers them the transfer), or clears it. */
export const transferRequire = defineAction(
  z.object({ userId: adminInteger(1, 2_147_483_647), required: z.boolean().default(true) }),
  async ({ db }, input) => {
    if (!(await setRequiredTransfer(db, input.userId, input.required))) {
      throw new HttpError(404, 'not_found', `Player ${input.userId} does not exist`);
    }
    return input;
  },
);
