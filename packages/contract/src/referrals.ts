import { z } from 'zod/mini';

const moneySchema = z.string().check(z.regex(/^\d{1,18}\.\d{2}$/, 'an amount such as 300.00'));
const currencyIsoSchema = z.string().check(z.regex(/^[A-Z]{3}$/));

/** A friend's step: registered through the link, made a qualifying deposit, or the reward is paid. */
export const referralStatusSchema = z.enum(['registered', 'qualified', 'paid']);
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

export const referralFriendSchema = z.object({
  id: z.int().check(z.positive()),
  /** The friend's login with its middle hidden. */
  login: z.string(),
  registered_at: z.iso.datetime(),
  status: referralStatusSchema,
  reward: z.nullable(z.object({ amount: moneySchema, currency_iso: currencyIsoSchema })),
});
export type ReferralFriend = z.infer<typeof referralFriendSchema>;

/** GET /web-api/referrals — the player's code, the rule of their currency and the friends who came by it. */
export const referralsAnswerSchema = z.object({
  code: z.string().check(z.regex(/^[A-Z2-9]{8}$/)),
  /** Where the link leads, without the site's origin; the page adds the origin it is shown on. */
  link_path: z.string().check(z.startsWith('/')),
  rule: z.nullable(z.object({ currency_iso: currencyIsoSchema, min_deposit: moneySchema, reward: moneySchema })),
  friends: z.array(referralFriendSchema),
});
export type ReferralsAnswer = z.infer<typeof referralsAnswerSchema>;

/** GET /web-api/referrals?lng= */
export const referralsQuerySchema = z.object({ lng: z.string().check(z.regex(/^[a-z]{2}$/)) });

/** POST /web-api/referrals/:friendId/collect — the reward into the main account. */
export const referralFriendParamsSchema = z.object({ friendId: z.coerce.number().check(z.int(), z.positive()) });
export const referralCollectAnswerSchema = z.object({
  amount: moneySchema,
  currency_iso: currencyIsoSchema,
  balance: moneySchema,
});

export const REFERRAL_ERROR_CODES: ReadonlySet<string> = new Set([
  'referral_not_found',
  'referral_not_qualified',
  'referral_reward_paid',
]);
