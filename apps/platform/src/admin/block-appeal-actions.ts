import { blockAppealStatusSchema } from '@betfront/contract/block-appeals';
import { z } from 'zod';
import { listAppealsByStatus } from '../block-appeals/appeal-repository';
import { answerAppeal, publicAppeal } from '../block-appeals/appeal-service';
import { defineAction } from './define-action';

/** Restricted players' appeals, the oldest first; the waiting ones by default. */
export const appealList = defineAction(
  z.object({ status: z.enum(blockAppealStatusSchema.options).default('pending') }),
  async ({ db }, input) =>
    (await listAppealsByStatus(db, input.status)).map((appeal) => ({ userId: appeal.userId, ...publicAppeal(appeal) })),
);

/** The answer the player reads on block-appeal-history; accepting lifts the restriction of the account. */
export const appealAnswer = defineAction(
  z.object({
    id: z.coerce.string().regex(/^\d{1,18}$/, 'an appeal id'),
    decision: z.enum(['accepted', 'declined']),
    reply: z.string().trim().min(1).max(2000),
  }),
  async ({ db }, input) =>
    publicAppeal(await answerAppeal(db, input.id, { status: input.decision, reply: input.reply })),
);
