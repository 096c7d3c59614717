import { z } from 'zod';
import { languageCodeSchema, languageSchema } from './language';

export const maintenanceSchema = z.object({
  started_at: z.number().int().nullable(),
  ended_at: z.number().int().nullable(),
  notify_started_at: z.number().int().nullable(),
  notify_ended_at: z.number().int().nullable(),
  isActive: z.boolean(),
  web_state: z.number().int(),
});
export type Maintenance = z.infer<typeof maintenanceSchema>;

export const brandBookEntrySchema = z.object({
  css_prop: z.string().regex(/^--[a-z0-9-]+$/),
  css_value: z.string().max(200),
});
export type BrandBookEntry = z.infer<typeof brandBookEntrySchema>;

/** GET /bff-api/config/all.json — what the site needs to start. */
export const siteConfigSchema = z.object({
  ref_id: z.number().int(),
  group_id: z.number().int(),
  projectName: z.string(),
  domain: z.string(),
  isVipDomain: z.boolean(),
  lang: languageCodeSchema,
  defaultLanguage: languageCodeSchema,
  languages: z.array(languageSchema),
  countryCode: z.string().nullable(),
  /** Feature numbers switched on (route flags name a required feature number). */
  features: z.array(z.number().int()),
  /** Route numbers switched on (e.g. 47: bonus rules). */
  routes: z.array(z.number().int()),
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
  autoLogoffMinutes: z.number().int().positive(),
  seo: z.object({
    canonicalMode: z.enum(['url', 'mirror']),
    /** Host used for canonical links in mirror mode. */
    mirrorHost: z.string().nullable(),
  }),
  brandBook: z.array(brandBookEntrySchema),
  isPwa: z.boolean(),
  pwaManifest: z.object({ themeColor: z.string() }),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

export const siteConfigQuerySchema = z.object({ lang: languageCodeSchema.optional() });

/** GET /bff-api/config/group/get?groups=a,b&lang=xx */
export const configGroupsQuerySchema = z.object({
  groups: z
    .string()
    .min(1)
    .max(500)
    .transform((value) => value.split(',').map((group) => group.trim()))
    .pipe(z.array(z.string().regex(/^[a-zA-Z0-9_-]{1,64}$/)).min(1)),
  lang: languageCodeSchema,
});
export const configGroupsAnswerSchema = z.record(z.string(), z.record(z.string(), z.unknown()));

/** The groups GET /bff-api/config/group/get knows; any other name is rejected with 400. */
export const CONFIG_GROUP_NAMES = ['main', 'brand', 'languages', 'seo', 'features', 'maintenance'] as const;
export type ConfigGroupName = (typeof CONFIG_GROUP_NAMES)[number];
