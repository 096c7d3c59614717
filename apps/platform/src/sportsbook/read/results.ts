import type { FinishedGame, resultsAnswerSchema } from '@betfront/contract/sportsbook-lists';
import type { z } from 'zod';
import type { Queryable } from '../../db/database';
import type { GameViewer } from './game-viewer';
import { isRussian } from './game-viewer';
import { countFinishedBySport, findFinishedGames } from './list-rows';

type ResultsAnswer = z.infer<typeof resultsAnswerSchema>;

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The day an instant falls on in a whole-hour zone: the day the player's calendar shows. */
export const dayInZone = (moment: Date, zoneHours: number) =>
  new Date(moment.getTime() + zoneHours * HOUR_MS).toISOString().slice(0, 10);
/** The instants [from, to) of a day of a whole-hour zone's calendar. */
export function dayRange(day: string, zoneHours: number): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00Z`) - zoneHours * HOUR_MS);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

const MAX_RESULTS = 500;

/**
 * Games finished on a day of the player's time zone (whole hours from UTC), with the sports that had any and
 * their counts.
 */
export async function readResults(
  db: Queryable,
  viewer: GameViewer,
  request: { lng: string; day: string; zoneHours: number; sportId?: number },
): Promise<ResultsAnswer> {
  const { from, to } = dayRange(request.day, request.zoneHours);
  const [rows, sports] = await Promise.all([
    findFinishedGames(db, from, to, request.sportId, MAX_RESULTS),
    countFinishedBySport(db, from, to),
  ]);
  const russian = isRussian(request.lng);
  const games = rows.map((row): FinishedGame => {
    const game = viewer.view(row, request.lng, false);
    return {
      id: game.id,
      sportId: game.sportId,
      sportSlug: game.sportSlug,
      sportName: game.sportName,
      champId: game.champId,
      champName: game.champName,
      home: game.home.name,
      away: game.away.name,
      startAt: game.startAt,
      finishedAt: new Date(row.finished_at ?? row.start_at).toISOString(),
      score: game.score ?? { home: 0, away: 0 },
      periodScores: game.periodScores,
    };
  });
  return {
    date: request.day,
    sports: sports.map((sport) => ({
      id: sport.id,
      slug: sport.slug,
      name: russian ? sport.name_ru : sport.name_en,
      gamesCount: sport.games,
    })),
    games,
  };
}
