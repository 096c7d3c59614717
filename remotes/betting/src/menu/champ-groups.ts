import type { SportsMenu } from '@betfront/contract/sportsbook';

export type MenuChamp = SportsMenu['sports'][number]['champs'][number];

/** The champs of one country (null: the international ones), under the country's name in the page's language. */
export interface ChampGroup {
  countryCode: string | null;
  name: string;
  champs: MenuChamp[];
}

/** A country's name in a language; a home nation (GB-ENG), which Intl does not name, by its state. */
function countryName(code: string, lng: string): string {
  const names = new Intl.DisplayNames([lng], { type: 'region', fallback: 'code' });
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
export function champsByCountry(champs: readonly MenuChamp[], lng: string, international: string): ChampGroup[] {
  const groups = new Map<string | null, MenuChamp[]>();
  for (const champ of champs) groups.set(champ.countryCode, [...(groups.get(champ.countryCode) ?? []), champ]);
  const collator = new Intl.Collator(lng);
  return [...groups]
    .map(([code, list]) => ({
      countryCode: code,
      name: code === null ? international : countryName(code, lng),
      champs: list,
    }))
    .sort(
      (a, b) => Number(a.countryCode === null) - Number(b.countryCode === null) || collator.compare(a.name, b.name),
    );
}

/** The champs in one list by name, as the page's language sorts. */
export function champsByName(champs: readonly MenuChamp[], lng: string): MenuChamp[] {
  const collator = new Intl.Collator(lng);
  return [...champs].sort((a, b) => collator.compare(a.name, b.name));
}
