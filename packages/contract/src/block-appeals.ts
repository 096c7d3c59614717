import { z } from 'zod/mini';
import { requestIdSchema } from './bets';

/** Under /web-api/user/block-appeals: a restricted player contests the restriction and follows the answers. */
export const BLOCK_APPEAL_STATUSES = ['pending', 'accepted', 'declined'] as const;
export const blockAppealStatusSchema = z.enum(BLOCK_APPEAL_STATUSES);

export const BLOCK_APPEAL_MESSAGE = { min: 10, max: 2000 } as const;

export const newBlockAppealSchema = z.strictObject({
  requestId: requestIdSchema,
  message: z
    .string()
    .check(
      z.trim(),
      z.minLength(BLOCK_APPEAL_MESSAGE.min, 'at least 10 characters'),
      z.maxLength(BLOCK_APPEAL_MESSAGE.max, 'at most 2000 characters'),
    ),
});
export type NewBlockAppeal = z.infer<typeof newBlockAppealSchema>;

export const blockAppealSchema = z.object({
  id: z.string(),
  message: z.string(),
  status: blockAppealStatusSchema,
  /** The operator's answer; null while the appeal waits. */
  reply: z.nullable(z.string()),
  createdAt: z.iso.datetime({ offset: true }),
  answeredAt: z.nullable(z.iso.datetime({ offset: true })),
});
export type BlockAppeal = z.infer<typeof blockAppealSchema>;

/** The player's appeals, newest first. */
export const blockAppealsAnswerSchema = z.object({ appeals: z.array(blockAppealSchema) });
export const blockAppealAnswerSchema = z.object({ appeal: blockAppealSchema });

/** Why an appeal is refused: the account is not restricted, or an appeal already waits for its answer. */
export const BLOCK_APPEAL_ERROR_CODES = ['appeal_not_restricted', 'appeal_pending'] as const;
