import type { SportsMenu } from '@betfront/contract/sportsbook';

export type MenuChamp = SportsMenu['sports'][number]['champs'][number];

/** The champs of one country (null: the international ones), under the country's name in the page's language. */
export interface ChampGroup {
  countryCode: string | null;
  name: string;
  champs: MenuChamp[];
}

/** The home nations whose champs stand apart from the United Kingdom's: Intl has no names for them. */
export const HOME_NATIONS = ['GB-ENG', 'GB-SCT', 'GB-WLS', 'GB-NIR'] as const;

/** The names of the groups that Intl does not give: the international champs and the home nations. */
export interface GroupNames {
  international: string;
  homeNations: Readonly<Record<string, string>>;
}

/** One per language: building an Intl formatter costs about a millisecond, and a menu draws dozens of names. */
function perLanguage<T>(create: (lng: string) => T): (lng: string) => T {
  const made = new Map<string, T>();
  return (lng) => {
    const known = made.get(lng);
    if (known) return known;
    const fresh = create(lng);
    made.set(lng, fresh);
    return fresh;
  };
}

const regionNames = perLanguage((lng) => new Intl.DisplayNames([lng], { type: 'region', fallback: 'code' }));
const collatorOf = perLanguage((lng) => new Intl.Collator(lng));

/** A country's name in a language; a home nation by the page's dictionary. */
function countryName(code: string, lng: string, homeNations: GroupNames['homeNations']): string {
  const homeNation = homeNations[code];
  if (homeNation) return homeNation;
  const names = regionNames(lng);
  try {
    return names.of(code) ?? code;
  } catch {
    return names.of(code.split('-')[0] ?? code) ?? code;
  }
}

/**
 * The champs under their country (account §3 isGroupByCountry): the countries by name, the international champs
 * last, each country's champs in the platform's order (the top ones first).
 */
export function champsByCountry(champs: readonly MenuChamp[], lng: string, names: GroupNames): ChampGroup[] {
  const groups = new Map<string | null, MenuChamp[]>();
  for (const champ of champs) groups.set(champ.countryCode, [...(groups.get(champ.countryCode) ?? []), champ]);
  const collator = collatorOf(lng);
  return [...groups]
    .map(([code, list]) => ({
      countryCode: code,
      name: code === null ? names.international : countryName(code, lng, names.homeNations),
      champs: list,
    }))
    .sort(
      (a, b) => Number(a.countryCode === null) - Number(b.countryCode === null) || collator.compare(a.name, b.name),
    );
}

/** The champs in one list by name, as the page's language sorts. */
export function champsByName(champs: readonly MenuChamp[], lng: string): MenuChamp[] {
  const collator = collatorOf(lng);
  return [...champs].sort((a, b) => collator.compare(a.name, b.name));
}
