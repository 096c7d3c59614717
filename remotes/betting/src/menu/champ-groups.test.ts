import { describe, expect, it } from 'vitest';
import { champsByCountry, champsByName } from './champ-groups';
import type { MenuChamp } from './champ-groups';

const champ = (id: number, name: string, countryCode: string | null): MenuChamp => ({
  id,
  slug: `champ-${id}`,
  name,
  countryCode,
  isTop: false,
  gamesCount: 1,
});

const CHAMPS = [
  champ(1, 'Premier League', 'GB-ENG'),
  champ(2, 'Champions League', null),
  champ(3, 'Bundesliga', 'DE'),
  champ(4, 'Championship', 'GB-ENG'),
  champ(6, 'World Snooker Tour', 'GB'),
  champ(5, 'Premier League', 'RU'),
];

const EN_NATIONS = { 'GB-ENG': 'England' };
const RU_NATIONS = { 'GB-ENG': 'Англия' };

describe('champs in the sports menu', () => {
  it('groups the champs under their country by its name in the language, the international ones last', () => {
    const groups = champsByCountry(CHAMPS, 'en', { international: 'International', homeNations: EN_NATIONS });
    expect(groups.map((group) => group.name)).toEqual([
      'England',
      'Germany',
      'Russia',
      'United Kingdom',
      'International',
    ]);
    expect(groups[0]?.champs.map((each) => each.id)).toEqual([1, 4]);
    const russian = champsByCountry(CHAMPS, 'ru', { international: 'Международные', homeNations: RU_NATIONS });
    expect(russian.map((group) => group.name)).toEqual([
      'Англия',
      'Великобритания',
      'Германия',
      'Россия',
      'Международные',
    ]);
  });

  it('lists them flat by name when they are not grouped', () => {
    expect(champsByName(CHAMPS, 'en').map((each) => each.id)).toEqual([3, 2, 4, 1, 5, 6]);
  });
});
