import type { Database, Queryable } from '../../db/database';
import { CHAMPS } from './champs';
import type { ChampDefinition } from './champs';
import { generateParticipants } from './participant-names';
import { seededRandom } from './random';
import { SPORTS } from './sports';

const INDIVIDUAL_FIELD_SIZE = 24;
/** Cyber teams and marbles: a smaller field. */
const TEAM_FIELD_SIZE = 12;

/** A stable number from a text, so each champ's generated field is the same on every start. */
function textSeed(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

async function upsertSports(db: Queryable): Promise<void> {
  for (const [sort, sport] of SPORTS.entries()) {
    await db.query(
      `insert into sb_sports (id, slug, name_en, name_ru, is_cyber, is_marble, sort) values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (id) do update set slug = $2, name_en = $3, name_ru = $4, is_cyber = $5, is_marble = $6, sort = $7`,
      [sport.id, sport.slug, sport.nameEn, sport.nameRu, sport.isCyber, sport.isMarble ?? false, sort],
    );
  }
}

async function upsertChamp(db: Queryable, champ: ChampDefinition, sort: number): Promise<number> {
  const sport = SPORTS.find((s) => s.slug === champ.sport);
  if (!sport) throw new Error(`The champ ${champ.slug} names an unknown sport ${champ.sport}`);
  const rows = await db.query<{ id: number }>(
    `insert into sb_champs (sport_id, slug, name_en, name_ru, country_code, is_top, sort)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (sport_id, slug) do update set name_en = $3, name_ru = $4, country_code = $5, is_top = $6, sort = $7
     returning id`,
    [sport.id, champ.slug, champ.nameEn, champ.nameRu, champ.countryCode, champ.isTop, sort],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`The champ ${champ.slug} was not stored`);
  return id;
}

async function seedTeams(db: Queryable, champId: number, champ: ChampDefinition): Promise<void> {
  const existing = await db.query('select 1 from sb_teams where champ_id = $1 limit 1', [champId]);
  if (existing.length > 0) return;
  const random = seededRandom(textSeed(`${champ.sport}/${champ.slug}`));
  const sport = SPORTS.find((s) => s.slug === champ.sport);
  const kind = sport?.isCyber ? 'cyber' : sport?.isMarble ? 'marbles' : 'people';
  const names =
    champ.teams.length > 0
      ? champ.teams
      : generateParticipants(random, kind === 'people' ? INDIVIDUAL_FIELD_SIZE : TEAM_FIELD_SIZE, kind);
  const teams = names.map((name) => {
    const [nameEn = name, nameRu = nameEn] = name.split('|');
    return { nameEn, nameRu, strength: Number(random.between(-0.9, 0.9).toFixed(3)) };
  });
  await db.query(
    `insert into sb_teams (champ_id, name_en, name_ru, strength)
     select $1, * from unnest($2::text[], $3::text[], $4::real[])`,
    [champId, teams.map((t) => t.nameEn), teams.map((t) => t.nameRu), teams.map((t) => t.strength)],
  );
}

/** Stores the curated sports, champs and their sides; run at every start, it adds only what is missing. */
export async function seedCatalogue(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await upsertSports(tx);
    for (const [sort, champ] of CHAMPS.entries()) {
      const champId = await upsertChamp(tx, champ, sort);
      await seedTeams(tx, champId, champ);
    }
  });
}
