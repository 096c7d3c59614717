import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** The site's time zone and clock until a visitor or player chooses (account §3 global preferences). */
export const DEFAULT_TIME_ZONE = 3;
export const DEFAULT_IS_12H = false;

/** A time zone as the site offers it: a whole-hour offset from UTC, −12 to +14. */
export const timeZoneSchema = z
  .int()
  .check(z.gte(-12, 'Choose a time zone from the list'), z.lte(14, 'Choose a time zone from the list'));

/** The language the visitor last read the site in, kept by the browser (account §9: lng). */
export const LANGUAGE_COOKIE = 'lng';

/** The lifetime of a preference cookie unless the spec says otherwise (account §9: 86400 s, path /). */
export const PREFERENCE_COOKIE_SECONDS = 86_400;

/** The cookies that keep a visitor's preferences (account §9). */
export const PREFERENCE_COOKIE = {
  timeZone: 'tzo',
  is12h: 'is12h',
  theme: 'app_theme',
  hideLeft: 'hide_left',
  hideRight: 'hide_right',
  groupByCountry: 'isChampsGroupedByCountry',
  appViewType: 'app_view_type',
} as const;

/** The site's colours: light, dark, or whichever the device prefers (`prefers-color-scheme`). */
export const themeSchema = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof themeSchema>;
export const DEFAULT_THEME: Theme = 'light';

/** The app_theme cookie's values: account §3 appTheme 0 light, 1 dark; 2 follows the device. */
export const THEME_COOKIE_VALUES: Readonly<Record<Theme, string>> = { light: '0', dark: '1', system: '2' };

/** How times are written on the site: the zone they are shown in and the clock. */
export const timePreferencesSchema = z.object({ time_zone: timeZoneSchema, is_12h: z.boolean() });
export type TimePreferences = z.infer<typeof timePreferencesSchema>;

/** The European (0) or Asian (1) betting view: account §3 appViewType. */
export const appViewTypeSchema = z.union([z.literal(0), z.literal(1)]);
export type AppViewType = z.infer<typeof appViewTypeSchema>;

/**
 * How the page is laid out (account §3 global preferences): the left (sports menu) and right (coupon) sections
 * hidden, the champs grouped by country, and the European or Asian view.
 */
export const layoutPreferencesSchema = z.object({
  hide_left: z.boolean(),
  hide_right: z.boolean(),
  group_by_country: z.boolean(),
  app_view_type: appViewTypeSchema,
});
export type LayoutPreferences = z.infer<typeof layoutPreferencesSchema>;

export const DEFAULT_LAYOUT_PREFERENCES: LayoutPreferences = {
  hide_left: false,
  hide_right: false,
  group_by_country: true,
  app_view_type: 0,
};

/** The site-wide preferences now in force: the time display, the theme and the layout. */
export const sitePreferencesSchema = z.extend(z.extend(timePreferencesSchema, layoutPreferencesSchema.shape), {
  theme: themeSchema,
});
export type SitePreferences = z.infer<typeof sitePreferencesSchema>;

/**
 * POST /web-api/preferences — stored on the account for a player, in the preference cookies for a visitor who
 * allowed them. The page's language keeps a player's letters and codes in the language they read. Answers the
 * preferences now in force.
 */
export const preferencesBodySchema = z
  .object({
    time_zone: z.optional(timeZoneSchema),
    is_12h: z.optional(z.boolean()),
    theme: z.optional(themeSchema),
    hide_left: z.optional(z.boolean()),
    hide_right: z.optional(z.boolean()),
    group_by_country: z.optional(z.boolean()),
    app_view_type: z.optional(appViewTypeSchema),
    lng: z.optional(languageCodeSchema),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Name a preference to save'));
export type PreferencesBody = z.input<typeof preferencesBodySchema>;
