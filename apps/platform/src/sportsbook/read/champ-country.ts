import { CHAMPS } from '../catalogue/champs';

const COUNTRY_BY_CHAMP: ReadonlyMap<string, string> = new Map(
  CHAMPS.flatMap((champ) => (champ.countryCode ? [[`${champ.sport}/${champ.slug}`, champ.countryCode] as const] : [])),
);

/** The country of a champ of the catalogue, for its flag; undefined for an international one. */
export function champCountry(sportSlug: string, champSlug: string): string | undefined {
  return COUNTRY_BY_CHAMP.get(`${sportSlug}/${champSlug}`);
}
