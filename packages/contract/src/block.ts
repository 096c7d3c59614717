import { z } from 'zod';

/** Block reasons (templateTypeId) and where each one sends the visitor. */
export const BLOCK_REASON_DESTINATIONS = {
  4: 'site-updates',
  16: 'suspension',
  1: 'block',
  2: 'block',
  3: 'block',
  5: 'block',
  14: 'block',
  13: 'block-ua',
  17: 'block-ie',
  8: 'coming-soon',
} as const;

export const blockResultSchema = z.object({
  /** 1 means a block applies; its reason is templateTypeId. */
  displayTypeId: z.number().int(),
  templateTypeId: z.number().int(),
});
export type BlockResult = z.infer<typeof blockResultSchema>;

const booleanFlag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** GET /blocks-api/api/v1/block/light */
export const blockLightQuerySchema = z.object({
  stage: z.coerce.number().int().min(0).max(10).default(0),
  auth: booleanFlag.default(false),
  mobileDevice: booleanFlag.default(false),
  referralParams: z.string().max(2000).optional(),
  referralWHNMobile: z.string().max(2000).optional(),
  mainVipDomainAuthNeed: booleanFlag.default(false),
});

/** POST /blocks-api/api/v2/block */
export const blockBodySchema = z.object({
  auth: z.boolean(),
  url: z.string().min(1).max(2048),
});
