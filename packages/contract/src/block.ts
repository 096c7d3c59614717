import { z } from 'zod/mini';

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
  18: 'oldbrowser',
  8: 'coming-soon',
} as const;

export const blockResultSchema = z.object({
  /** 1 means a block applies; its reason is templateTypeId. */
  displayTypeId: z.int(),
  templateTypeId: z.int(),
  /**
   * Answered when the call asks for it: the site is a VIP domain, the visitor comes from a country where it asks
   * for an extra geo-authorisation, and is not logged in — so every page but login and the information sends there.
   */
  mainVipDomainAuthNeed: z.optional(z.boolean()),
});
export type BlockResult = z.infer<typeof blockResultSchema>;

const booleanFlag = z.pipe(
  z.enum(['0', '1', 'true', 'false']),
  z.transform((value) => value === '1' || value === 'true'),
);

/** GET /blocks-api/api/v1/block/light */
export const blockLightQuerySchema = z.object({
  stage: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10)), 0),
  auth: z._default(booleanFlag, false),
  mobileDevice: z._default(booleanFlag, false),
  referralParams: z.optional(z.string().check(z.maxLength(2000))),
  referralWHNMobile: z.optional(z.string().check(z.maxLength(2000))),
  mainVipDomainAuthNeed: z._default(booleanFlag, false),
});

/** POST /blocks-api/api/v2/block */
export const blockBodySchema = z.object({
  auth: z.boolean(),
  url: z.string().check(z.minLength(1), z.maxLength(2048)),
  mainVipDomainAuthNeed: z.optional(z.boolean()),
});
