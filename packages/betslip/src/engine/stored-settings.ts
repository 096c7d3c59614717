import { DEFAULT_COUPON_SETTINGS } from '@betfront/coupon';
import type { CouponSettings } from '@betfront/coupon';
import { z } from 'zod/mini';

const amount = z.string().check(z.regex(/^\d{1,12}(\.\d{1,2})?$/));

const settingsSchema = z.object({
  amountStepByCurrencyIso: z.record(z.string().check(z.regex(/^[A-Z]{3}$/)), amount),
  isManualAmountStep: z.boolean(),
  changeCoefAction: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  isAutoMax: z.boolean(),
  isVipBet: z.boolean(),
  isBalanceShown: z.boolean(),
  isPossibleWinShown: z.boolean(),
  isSelectAccountShown: z.boolean(),
  isCouponFixed: z.boolean(),
  oneClickAmount: z.nullable(amount),
  isActiveOneClick: z.boolean(),
  exactCoef: z.boolean(),
  isDropOnScoreChange: z.boolean(),
  expressId: z.nullable(z.string().check(z.maxLength(40))),
  bonusAccountOneClickAmount: z.nullable(amount),
}) satisfies z.ZodMiniType<CouponSettings>;

export function serializeSettings(settings: CouponSettings): string {
  return JSON.stringify(settings);
}

/** The saved coupon settings; anything missing or not valid gives the defaults. */
export function parseStoredSettings(raw: string | null): CouponSettings {
  if (raw === null) return DEFAULT_COUPON_SETTINGS;
  try {
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : DEFAULT_COUPON_SETTINGS;
  } catch {
    return DEFAULT_COUPON_SETTINGS;
  }
}
