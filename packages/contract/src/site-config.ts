import { z } from 'zod/mini';
import { languageCodeSchema, languageSchema } from './language';

export const maintenanceSchema = z.object({
  started_at: z.nullable(z.int()),
  ended_at: z.nullable(z.int()),
  notify_started_at: z.nullable(z.int()),
  notify_ended_at: z.nullable(z.int()),
  isActive: z.boolean(),
  web_state: z.int(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const brandBookEntrySchema = z.object({
  css_prop: z.string().check(z.regex(/^--[a-z0-9-]+$/)),
  css_value: z.string().check(z.maxLength(200)),
});
export type BrandBookEntry = z.infer<typeof brandBookEntrySchema>;

/** GET /bff-api/config/all.json — what the site needs to start. */
/** The operator's age question for visitors: off, kept 3 days in local storage, or kept for the session. */
export const AGE_CONFIRMATION_MODES = ['off', 'local', 'session'] as const;
export const ageConfirmationModeSchema = z.enum(AGE_CONFIRMATION_MODES);
export type AgeConfirmationMode = z.infer<typeof ageConfirmationModeSchema>;

export const siteConfigSchema = z.object({
  ref_id: z.int(),
  group_id: z.int(),
  projectName: z.string(),
  domain: z.string(),
  isVipDomain: z.boolean(),
  lang: languageCodeSchema,
  defaultLanguage: languageCodeSchema,
  languages: z.array(languageSchema),
  countryCode: z.nullable(z.string()),
  /** Feature numbers switched on (route flags name a required feature number). */
  features: z.array(z.int()),
  /** Route numbers switched on (e.g. 47: bonus rules). */
  routes: z.array(z.int()),
  /** URL fragments that answer 404 wherever they appear in a path. */
  blockedUrlFragments: z.array(z.string()),
  maintenance: maintenanceSchema,
  isIdentificationEnabled: z.boolean(),
  isTermsConfirmationEnabled: z.boolean(),
  isRegistrationAllowed: z.boolean(),
  isAccountMiddlewareMode: z.boolean(),
  isThirdPartyAllowed: z.boolean(),
  isSnowEnabled: z.boolean(),
  isPaymentRouteEnabled: z.boolean(),
  isPaymentAuthRequired: z.boolean(),
  isPaymentConsultantAvailable: z.boolean(),
  autoLogoffMinutes: z.int().check(z.positive()),
  seo: z.object({
    canonicalMode: z.enum(['url', 'mirror']),
    /** Host used for canonical links in mirror mode. */
    mirrorHost: z.nullable(z.string()),
  }),
  brandBook: z.array(brandBookEntrySchema),
  isPwa: z.boolean(),
  pwaManifest: z.object({ themeColor: z.string() }),
  /** Who is offered to install the app: everyone, logged-in players only, or visitors only. */
  pwaPromptAudience: z.enum(['all', 'authorised', 'anonymous']),
  /** Whether visitors confirm they are 18 or older, and how long an acceptance is kept: 3 days or the session. */
  ageConfirmation: z._default(ageConfirmationModeSchema, 'off'),
  /** A coupon turned into a system starts with its first pick as the banker (the operator's setting). */
  isSystemBankerOnByDefault: z._default(z.boolean(), false),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigQuerySchema = z.object({ lang: z.optional(languageCodeSchema) });

/** GET /bff-api/config/group/get?groups=a,b&lang=xx */
export const configGroupsQuerySchema = z.object({
  groups: z.pipe(
    z.pipe(
      z.string().check(z.minLength(1), z.maxLength(500)),
      z.transform((value) => value.split(',').map((group) => group.trim())),
    ),
    z.array(z.string().check(z.regex(/^[a-zA-Z0-9_-]{1,64}$/))).check(z.minLength(1)),
  ),
  lang: languageCodeSchema,
});
export const configGroupsAnswerSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** The groups GET /bff-api/config/group/get knows; any other name is rejected with 400. */
export const CONFIG_GROUP_NAMES = ['main', 'brand', 'languages', 'seo', 'features', 'maintenance'] as const;
export type ConfigGroupName = (typeof CONFIG_GROUP_NAMES)[number];
