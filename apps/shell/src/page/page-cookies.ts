/** Cookies the shell reads and writes around page resolution. */
export const PAGE_COOKIE = {
  forcedGeoOff: 'forced_geo_off',
  returnTarget: 'bf_return_target',
  identificationTarget: 'bf_identification_target',
  /** The player's UTC offset in whole hours, written by the browser (see `time-zone.ts`). */
  timeZone: 'time_zone',
} as const;

/** Every cookie the shell's server render reads itself. */
export const SHELL_RENDER_COOKIES: readonly string[] = Object.values(PAGE_COOKIE);
