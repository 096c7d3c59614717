import { z } from 'zod/mini';
import { languageCodeSchema } from './language';

/** The site's time zone and clock until a visitor or player chooses (account §3 global preferences). */
export const DEFAULT_TIME_ZONE = 3;
export const DEFAULT_IS_12H = false;

/** A time zone as the site offers it: a whole-hour offset from UTC, −12 to +14. */
export const timeZoneSchema = z
  .int()
  .check(z.gte(-12, 'Choose a time zone from the list'), z.lte(14, 'Choose a time zone from the list'));

/** The cookies that keep a visitor's time preferences (account §9: tzo, is12h). */
export const PREFERENCE_COOKIE = { timeZone: 'tzo', is12h: 'is12h' } as const;

/** How times are written on the site: the zone they are shown in and the clock. */
export const timePreferencesSchema = z.object({ time_zone: timeZoneSchema, is_12h: z.boolean() });
export type TimePreferences = z.infer<typeof timePreferencesSchema>;

/**
 * POST /web-api/preferences — stored on the account for a player, in the preference cookies for a visitor who
 * allowed them. The page's language keeps a player's letters and codes in the language they read. Answers the
 * time preferences now in force.
 */
export const preferencesBodySchema = z
  .object({
    time_zone: z.optional(timeZoneSchema),
    is_12h: z.optional(z.boolean()),
    lng: z.optional(languageCodeSchema),
  })
  .check(z.refine((body) => Object.values(body).some((value) => value !== undefined), 'Name a preference to save'));
export type PreferencesBody = z.input<typeof preferencesBodySchema>;
