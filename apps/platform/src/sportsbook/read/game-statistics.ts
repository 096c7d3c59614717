import type { FormGame, GameStatistics, PastGame } from '@betfront/contract/sportsbook-statistics';
import type { GameSummary } from '@betfront/contract/sportsbook';
import type { Queryable } from '../../db/database';
import type { GameRow } from './game-rows';
import { SELECT_GAMES, findGame } from './game-rows';
import type { GameViewer } from './game-viewer';

const MAX_MEETINGS = 10;
const FORM_GAMES = 5;
/** A political event's sides are candidates or parties, with no meetings or form to count. */
export const SPORTS_WITHOUT_STATISTICS: ReadonlySet<string> = new Set(['politics']);

/** Finished games between two sides, either at home, other than the game asked about, the latest first. */
function findMeetings(db: Queryable, gameId: number, teamA: number, teamB: number): Promise<GameRow[]> {
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status = 'finished' and g.id <> $1 and ((th.id = $2 and ta.id = $3) or (th.id = $3 and ta.id = $2))
     order by g.start_at desc, g.id desc limit $4`,
    [gameId, teamA, teamB, MAX_MEETINGS],
  );
}

/** A side's latest finished games other than the game asked about. */
function findLatestFinished(db: Queryable, gameId: number, teamId: number): Promise<GameRow[]> {
  return db.query<GameRow>(
    `${SELECT_GAMES}
     where g.status = 'finished' and g.id <> $1 and (th.id = $2 or ta.id = $2)
     order by g.start_at desc, g.id desc limit $3`,
    [gameId, teamId, FORM_GAMES],
  );
}

function pastGame(game: GameSummary): PastGame {
  return {
    id: game.id,
    startAt: game.startAt,
    champName: game.champName,
    home: { id: game.home.id, name: game.home.name },
    away: { id: game.away.id, name: game.away.name },
    score: game.score ?? { home: 0, away: 0 },
  };
}

function resultFor(teamId: number, game: PastGame): FormGame['result'] {
  const [own, other] =
    game.home.id === teamId ? [game.score.home, game.score.away] : [game.score.away, game.score.home];
  if (own === other) return 'draw';
  return own > other ? 'win' : 'loss';
}

/** A game's facts, its sides' other finished meetings (counted for its home side) and each side's latest form; null when there is no such game. */
export async function readGameStatistics(
  db: Queryable,
  viewer: GameViewer,
  gameId: number,
  lng: string,
): Promise<GameStatistics | null> {
  const row = await findGame(db, gameId);
  if (!row) return null;
  const game = viewer.view(row, lng, false);
  if (SPORTS_WITHOUT_STATISTICS.has(game.sportSlug)) return null;
  const asPast = (rows: GameRow[]) => rows.map((past) => pastGame(viewer.view(past, lng, false)));
  const [meetings, homeForm, awayForm] = await Promise.all([
    findMeetings(db, game.id, game.home.id, game.away.id).then(asPast),
    findLatestFinished(db, game.id, game.home.id).then(asPast),
    findLatestFinished(db, game.id, game.away.id).then(asPast),
  ]);
  const results = meetings.map((meeting) => resultFor(game.home.id, meeting));
  const count = (result: FormGame['result']) => results.filter((one) => one === result).length;
  const formOf = (teamId: number, games: PastGame[]) =>
    games.map((past) => ({ result: resultFor(teamId, past), game: past }));
  return {
    game: {
      id: game.id,
      sportName: game.sportName,
      champName: game.champName,
      startAt: game.startAt,
      status: game.status,
      home: { id: game.home.id, name: game.home.name },
      away: { id: game.away.id, name: game.away.name },
      score: game.score,
    },
    headToHead: { record: { wins: count('win'), draws: count('draw'), losses: count('loss') }, games: meetings },
    form: { home: formOf(game.home.id, homeForm), away: formOf(game.away.id, awayForm) },
  };
}
