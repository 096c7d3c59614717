import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../db/test-database';
import { CHAMPS } from './champs';
import { seedCatalogue } from './seed-catalogue';
import { SPORTS } from './sports';

describe('seedCatalogue', () => {
  let db: Database;
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedCatalogue(db);
  });
  afterAll(() => db.close());

  it('stores at least 15 sports with the cyber disciplines and the spec’s champs', async () => {
    const sports = await db.query<{ slug: string; is_cyber: boolean }>('select slug, is_cyber from sb_sports');
    expect(sports.length).toBeGreaterThanOrEqual(15);
    expect(sports.filter((s) => s.is_cyber).map((s) => s.slug)).toEqual(
      expect.arrayContaining(['cs2', 'dota-2', 'league-of-legends', 'valorant']),
    );
    const champs = await db.query<{ slug: string }>('select slug from sb_champs');
    expect(champs.map((c) => c.slug)).toEqual(expect.arrayContaining(['epl', 'laliga', 'europaleague', 'ipl', 'ufc']));
    expect(champs).toHaveLength(CHAMPS.length);
  });

  it('flags the marble sports, named in both languages, and keeps politics among the ordinary sports', async () => {
    const sports = await db.query<{ slug: string; name_ru: string; is_marble: boolean }>(
      'select slug, name_ru, is_marble from sb_sports order by sort',
    );
    expect(sports.filter((s) => s.is_marble).map((s) => s.slug)).toEqual([
      'marble-football',
      'marble-basketball',
      'marble-racing',
    ]);
    expect(sports.find((s) => s.slug === 'politics')).toEqual({
      slug: 'politics',
      name_ru: 'Политика',
      is_marble: false,
    });
    const marbles = await db.query<{ name_en: string; name_ru: string }>(
      `select t.name_en, t.name_ru from sb_teams t join sb_champs c on c.id = t.champ_id
       join sb_sports s on s.id = c.sport_id where s.slug = 'marble-racing'`,
    );
    expect(marbles.length).toBeGreaterThanOrEqual(6);
    expect(marbles.every((m) => m.name_ru !== m.name_en && /[а-яё]/i.test(m.name_ru))).toBe(true);
  });

  it('gives every champ a field of distinct sides, the same on a second run', async () => {
    const count = async () => (await db.query<{ n: number }>('select count(*)::int as n from sb_teams'))[0]?.n ?? 0;
    const before = await count();
    const thin = await db.query('select champ_id from sb_teams group by champ_id having count(*) < 6');
    expect(thin).toEqual([]);
    await seedCatalogue(db);
    expect(await count()).toBe(before);
    expect(SPORTS.length).toBeGreaterThanOrEqual(15);
  });
});
