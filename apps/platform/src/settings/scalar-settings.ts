import { languageCodeSchema } from '@betfront/contract';
import { AGE_CONFIRMATION_MODES } from '@betfront/contract/site-config';
import { z } from 'zod';

const couponTypeIdsSchema = z.array(z.number().int().min(0).max(9)).max(10);

const hostSchema = z.string().regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/i, 'a host name such as mirror.example.com');

/** Every single-value operator setting, with its validation. Stored values override the defaults below. */
export const scalarSettingsSchema = z.object({
  projectName: z.string().min(1).max(100),
  domain: hostSchema,
  isVipDomain: z.boolean(),
  /** On a VIP domain, visitors from these countries (ISO alpha-2) must log in before any page but login. */
  vipDomainAuthCountries: z.array(z.string().regex(/^[A-Z]{2}$/, 'an upper-case country code such as RU')).max(250),
  refId: z.number().int().nonnegative(),
  groupId: z.number().int().nonnegative(),
  defaultLanguage: languageCodeSchema,
  isIdentificationEnabled: z.boolean(),
  isTermsConfirmationEnabled: z.boolean(),
  isRegistrationAllowed: z.boolean(),
  isAccountMiddlewareMode: z.boolean(),
  isThirdPartyAllowed: z.boolean(),
  isSnowEnabled: z.boolean(),
  isPaymentRouteEnabled: z.boolean(),
  isPaymentAuthRequired: z.boolean(),
  isPaymentConsultantAvailable: z.boolean(),
  autoLogoffMinutes: z.number().int().min(1).max(1440),
  seoCanonicalMode: z.enum(['url', 'mirror']),
  seoMirrorHost: hostSchema.nullable(),
  isPwa: z.boolean(),
  pwaThemeColor: z.string().min(1).max(50),
  pwaPromptAudience: z.enum(['all', 'authorised', 'anonymous']),
  /** Players whose accepted terms version is lower see terms_changed in their session. */
  termsVersion: z.number().int().min(0),
  /** The coupon types the minimum stake applies to (site §5); the others take any stake above 0. */
  minStakeTypeIds: couponTypeIdsSchema,
  /** The coupon types the maximum stake applies to (site §5); never to the bonus account. */
  maxStakeTypeIds: couponTypeIdsSchema,
  /** Visitors confirm they are 18 or older: off, kept 3 days on the device, or for the browser session. */
  ageConfirmation: z.enum(AGE_CONFIRMATION_MODES),
  /** A coupon turned into a system starts with its first pick as the banker (site §3 coupon flags). */
  isSystemBankerOnByDefault: z.boolean(),
});
export type ScalarSettings = z.infer<typeof scalarSettingsSchema>;
export type ScalarSettingKey = keyof ScalarSettings;

export const SCALAR_SETTING_DEFAULTS: ScalarSettings = {
  projectName: 'betfront',
  domain: 'localhost',
  isVipDomain: false,
  vipDomainAuthCountries: [],
  refId: 1,
  groupId: 1,
  defaultLanguage: 'ru',
  isIdentificationEnabled: false,
  isTermsConfirmationEnabled: true,
  isRegistrationAllowed: true,
  isAccountMiddlewareMode: false,
  isThirdPartyAllowed: true,
  isSnowEnabled: false,
  isPaymentRouteEnabled: true,
  isPaymentAuthRequired: true,
  isPaymentConsultantAvailable: true,
  autoLogoffMinutes: 30,
  seoCanonicalMode: 'url',
  seoMirrorHost: null,
  isPwa: true,
  pwaThemeColor: '#0b3d2e',
  pwaPromptAudience: 'all',
  termsVersion: 1,
  minStakeTypeIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  maxStakeTypeIds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  ageConfirmation: 'off',
  isSystemBankerOnByDefault: false,
};

export const scalarSettingKeySchema = z.enum(
  Object.keys(SCALAR_SETTING_DEFAULTS) as [ScalarSettingKey, ...ScalarSettingKey[]],
);

/** Checks one value against its key's rule; the error message names the key. */
export function parseScalarSetting(key: ScalarSettingKey, value: unknown): z.ZodSafeParseResult<unknown> {
  return z.safeParse(scalarSettingsSchema.shape[key], value);
}

/** Stored values that no longer pass their rule (e.g. after a schema change) fall back to the default. */
export function mergeScalarSettings(stored: Record<string, unknown>): ScalarSettings {
  const merged: Record<string, unknown> = { ...SCALAR_SETTING_DEFAULTS };
  for (const key of scalarSettingKeySchema.options) {
    if (key in stored && parseScalarSetting(key, stored[key]).success) merged[key] = stored[key];
  }
  return scalarSettingsSchema.parse(merged);
}
