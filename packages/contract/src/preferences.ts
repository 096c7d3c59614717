import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** The site's time zone and clock until a visitor or player chooses (account §3 global preferences). */
export const DEFAULT_TIME_ZONE = 3;
export const DEFAULT_IS_12H = false;

/** A time zone as the site offers it: a whole-hour offset from UTC, −12 to +14. */
export const timeZoneSchema = z
  .int()
  .check(z.gte(-12, 'Choose a time zone from the list'), z.lte(14, 'Choose a time zone from the list'));

/** The cookies that keep a visitor's preferences (account §9: tzo, is12h; app_theme). */
export const PREFERENCE_COOKIE = { timeZone: 'tzo', is12h: 'is12h', theme: 'app_theme' } as const;

/** The site's colours: light, dark, or whichever the device prefers (`prefers-color-scheme`). */
export const themeSchema = z.enum(['light', 'dark', 'system']);
export type Theme = z.infer<typeof themeSchema>;
export const DEFAULT_THEME: Theme = 'light';

/** The app_theme cookie's values: account §3 appTheme 0 light, 1 dark; 2 follows the device. */
export const THEME_COOKIE_VALUES: Readonly<Record<Theme, string>> = { light: '0', dark: '1', system: '2' };

/** How times are written on the site: the zone they are shown in and the clock. */
export const timePreferencesSchema = z.object({ time_zone: timeZoneSchema, is_12h: z.boolean() });
export type TimePreferences = z.infer<typeof timePreferencesSchema>;

/** The site-wide preferences now in force: the time display and the theme. */
export const sitePreferencesSchema = z.extend(timePreferencesSchema, { theme: themeSchema });
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
    lng: z.optional(languageCodeSchema),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Name a preference to save'));
export type PreferencesBody = z.input<typeof preferencesBodySchema>;
