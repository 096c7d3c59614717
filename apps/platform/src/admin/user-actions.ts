import { z } from 'zod';
import { adminInteger } from './admin-integer';
import { HttpError } from '../http/http-error';
import { createUserWithSession, LoginTakenError } from '../session/create-user';
import { SESSION_COOKIE } from '../session/session-cookie';
import { defineAction } from './define-action';

/** For tests and demos: a player with a logged-in session, printed as a ready cookie. */
export const userCreate = defineAction(
  z.object({
    login: z.string().trim().min(3).max(60),
    password: z.string().min(6).max(200),
    email: z.email().max(254).optional(),
    phone: z
      .string()
      .regex(/^\+?\d{6,15}$/)
      .optional(),
    banLevel: adminInteger(0, 1000).default(0),
    banVersion: adminInteger(0, 1000).default(0),
    unverified: z.boolean().default(false),
    hasDeposit: z.boolean().default(false),
    termsVersion: adminInteger(0, 1_000_000).optional(),
    currencyId: adminInteger(1, 1_000_000).optional(),
    balance: z
      .string()
      .regex(/^\d{1,12}(\.\d{1,2})?$/, 'a balance is a non-negative amount with at most 2 decimals')
      .optional(),
  }),
  async ({ db }, input) => {
    try {
      const { userId, sessionId } = await createUserWithSession(db, {
        login: input.login,
        password: input.password,
        email: input.email ?? null,
        phone: input.phone ?? null,
        banLevel: input.banLevel,
        banVersion: input.banVersion,
        isVerified: !input.unverified,
        hasDeposit: input.hasDeposit,
        ...(input.termsVersion === undefined ? {} : { termsAcceptedVersion: input.termsVersion }),
        ...(input.currencyId === undefined ? {} : { currencyId: input.currencyId }),
        ...(input.balance === undefined ? {} : { openingBalance: input.balance }),
      });
      return { userId, sessionId, cookie: `${SESSION_COOKIE}=${sessionId}` };
    } catch (error) {
      if (error instanceof LoginTakenError) throw new HttpError(409, 'login_taken', error.message);
      throw error;
    }
  },
);
