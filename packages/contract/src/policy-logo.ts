/** The only country ids whose players see the responsible-gaming policy logo (site §6). */
export const POLICY_LOGO_COUNTRY_IDS: ReadonlySet<number> = new Set([1, 66, 126, 228, 120]);

/** GET /web-api/policy/logo.agif */
export const POLICY_LOGO_PATH = '/web-api/policy/logo.agif';

export const showsPolicyLogo = (countryId: number | null): boolean =>
  countryId !== null && POLICY_LOGO_COUNTRY_IDS.has(countryId);
