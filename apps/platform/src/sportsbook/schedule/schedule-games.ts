import type { Database } from '../../db/database';
import type { Random } from '../catalogue/random';
import { SPORTS } from '../catalogue/sports';
import type { SportDefinition } from '../catalogue/sports';
import type { GameProgress } from '../pricing/game-markets';
import { advanceGame } from '../simulation/advance-game';
import type { ChampField } from './game-repository';
import {
  countLineGamesByChamp,
  countLiveGames,
  countLiveGamesOfSport,
  insertGame,
  listChampFields,
} from './game-repository';

export const LINE_DAYS = 7;
/** Long-term events (politics) are offered from a month to a year and a half ahead. */
export const LONG_TERM_DAYS = { from: 30, to: 540 } as const;
export const MINIMUM_LIVE_GAMES = 64;
const LINE_GAMES_PER_TOP_CHAMP = 14;
const LINE_GAMES_PER_CHAMP = 7;
const FIRST_START_MINUTES = 20;
const START_STEP_MINUTES = 5;
const MINUTE_MS = 60_000;
/** Sides play a little above or below their usual level in each game. */
const FORM_SPREAD = 0.15;

export const NOT_STARTED: GameProgress = {
  elapsed: 0,
  completedPeriods: 0,
  periodScores: [],
  corners: { home: 0, away: 0 },
};

function sportOf(field: ChampField): SportDefinition {
  const sport = SPORTS.find((s) => s.slug === field.sportSlug);
  if (!sport) throw new Error(`Unknown sport ${field.sportSlug}`);
  return sport;
}

function pairing(field: ChampField, random: Random) {
  const [home, away] = random.shuffle(field.teams);
  if (!home || !away) throw new Error(`The champ ${field.champId} has fewer than two sides`);
  return {
    champId: field.champId,
    homeTeamId: home.id,
    awayTeamId: away.id,
    homeStrength: home.strength + random.between(-FORM_SPREAD, FORM_SPREAD),
    awayStrength: away.strength + random.between(-FORM_SPREAD, FORM_SPREAD),
  };
}

/** Game minutes a sport usually lasts, to start live games at a plausible point. */
function typicalMinutes(sport: SportDefinition): number {
  switch (sport.model.kind) {
    case 'goals':
      return sport.model.periods * sport.model.periodMinutes;
    case 'sets':
      return sport.model.minutesPerSet * (Math.ceil(sport.model.bestOf / 2) + 0.5);
    case 'bout':
      return sport.model.minutes;
  }
}

/** Minutes from now between which a sport's line games start. */
function lineWindow(sport: SportDefinition): { from: number; to: number } {
  if (sport.isLongTerm) return { from: LONG_TERM_DAYS.from * 24 * 60, to: LONG_TERM_DAYS.to * 24 * 60 };
  return { from: FIRST_START_MINUTES, to: LINE_DAYS * 24 * 60 };
}

/** Fills each champ's line up to its share of games: over the next 7 days, or months ahead for long-term events. */
export async function scheduleLine(db: Database, now: Date, random: Random): Promise<number> {
  const fields = await listChampFields(db);
  const scheduled = await countLineGamesByChamp(db, now);
  let created = 0;
  await db.transaction(async (tx) => {
    for (const field of fields) {
      const target = field.isTop ? LINE_GAMES_PER_TOP_CHAMP : LINE_GAMES_PER_CHAMP;
      const window = lineWindow(sportOf(field));
      for (let n = scheduled.get(field.champId) ?? 0; n < target; n += 1) {
        const offset = random.between(window.from, window.to);
        const startMinutes = Math.round(offset / START_STEP_MINUTES) * START_STEP_MINUTES;
        const startAt = new Date(Math.ceil(now.getTime() / MINUTE_MS) * MINUTE_MS + startMinutes * MINUTE_MS);
        await insertGame(tx, { ...pairing(field, random), startAt, status: 'line', progress: NOT_STARTED });
        created += 1;
      }
    }
  });
  return created;
}

/** Starts `count` games already in play in the fields, each at a random point with a score played out. */
async function startGamesInPlay(db: Database, fields: ChampField[], count: number, now: Date, random: Random) {
  await db.transaction(async (tx) => {
    for (let n = 0; n < count; n += 1) {
      const field = random.pick(fields);
      const sport = sportOf(field);
      const game = pairing(field, random);
      const playedMinutes = Math.floor(random.between(0, 0.85) * typicalMinutes(sport));
      let progress = NOT_STARTED;
      for (let minute = 0; minute < playedMinutes; minute += 1) {
        const step = advanceGame(sport, [game.homeStrength, game.awayStrength], progress, 1, random);
        if (step.isFinished) break;
        progress = step.progress;
      }
      const startAt = new Date(now.getTime() - playedMinutes * MINUTE_MS);
      await insertGame(tx, { ...game, startAt, status: 'live', progress });
    }
  });
}

/** Starts games already in play, at a random point with a score played out by the simulator, until enough run. */
export async function topUpLive(
  db: Database,
  now: Date,
  random: Random,
  minimum = MINIMUM_LIVE_GAMES,
): Promise<number> {
  const missing = minimum - (await countLiveGames(db));
  if (missing <= 0) return 0;
  const fields = (await listChampFields(db)).filter((field) => !sportOf(field).isLongTerm);
  await startGamesInPlay(db, fields, missing, now, random);
  return missing;
}

/** The same for one sport: starts its games in play until at least `minimum` of them run. */
export async function topUpLiveSport(
  db: Database,
  now: Date,
  random: Random,
  sportSlug: string,
  minimum: number,
): Promise<number> {
  const missing = minimum - (await countLiveGamesOfSport(db, sportSlug));
  if (missing <= 0) return 0;
  const fields = (await listChampFields(db)).filter((field) => field.sportSlug === sportSlug);
  if (fields.length === 0) return 0;
  await startGamesInPlay(db, fields, missing, now, random);
  return missing;
}
