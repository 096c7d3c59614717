import type { Database } from '../../db/database';
import type { Random } from '../catalogue/random';
import { SPORTS } from '../catalogue/sports';
import { topUpLive, topUpLiveSport } from '../schedule/schedule-games';
import { advanceGame } from './advance-game';
import { playToEnd } from './play-to-end';
import type { LiveGame } from './live-game';
import { liveGameIds, loadLiveGames, saveLiveGames, startDueGames } from './live-game-repository';

export interface LiveSimulatorOptions {
  db: Database;
  random: Random;
  /** The current time in ms; tests drive their own clock. */
  now: () => number;
  /** Game minutes played per real second: 1/60 plays in real time; tests play much faster. */
  gameMinutesPerSecond: number;
  minimumLiveGames: number;
}

export interface LiveSimulator {
  /** Loads the games in play from the database, as the process that now leads the simulator. */
  load(): Promise<void>;
  /** Drops the games held: another process leads the simulator now. */
  release(): void;
  /**
   * Plays `seconds` of real time: scores, form drifts (odds move every 1–5 s), suspensions and their end,
   * finishes. Answers the games whose version grew.
   */
  tick(seconds: number): number[];
  /**
   * Writes the games that changed since the last write (finished ones as finished) and names them to every
   * process. Prices are read from what is written, so every process offers the same ones. Answers their ids.
   */
  commit(): Promise<number[]>;
  /** Plays a game in play to its end at once and writes its result; false when the simulator does not hold it. */
  finishNow(id: number): Promise<boolean>;
  /** Suspends a game's markets for `ms`, as a score does; false when the simulator does not hold it. */
  suspend(id: number, ms: number): boolean;
  /** Moves a game's form one full drift step toward the home side, so its prices move; false when not held. */
  shiftForm(id: number): boolean;
  /** Lets finished games go, starts the ones due and tops the live list up; `commit` writes them. */
  persist(): Promise<void>;
  games(): readonly LiveGame[];
  game(id: number): LiveGame | undefined;
}

const MEAN_SECONDS_BETWEEN_MOVES = 3;
const DRIFT_STEP = 0.04;
const DRIFT_LIMIT = 0.3;

/** The sports kept in play whatever the draw, with how many of their games at least. */
function liveFloors(minimumLiveGames: number): { slug: string; floor: number }[] {
  return SPORTS.flatMap((sport) =>
    sport.liveShare ? [{ slug: sport.slug, floor: Math.ceil(minimumLiveGames * sport.liveShare) }] : [],
  );
}

const SUSPENSION_SECONDS = { min: 6, max: 15 };

export function createLiveSimulator(options: LiveSimulatorOptions): LiveSimulator {
  const { db, random, now } = options;
  const live = new Map<number, LiveGame>();
  /** The version of each held game last written. */
  const written = new Map<number, number>();

  const forget = (id: number) => {
    live.delete(id);
    written.delete(id);
  };

  const driftForm = (game: LiveGame) => {
    const step = (value: number) =>
      Math.max(-DRIFT_LIMIT, Math.min(DRIFT_LIMIT, value + random.between(-DRIFT_STEP, DRIFT_STEP)));
    game.drift = [step(game.drift[0]), step(game.drift[1])];
    game.version += 1;
  };

  const playGame = (game: LiveGame, seconds: number) => {
    if (game.isFinished) return;
    if (game.suspendedUntil !== 0 && game.suspendedUntil <= now()) {
      game.suspendedUntil = 0;
      game.version += 1;
    }
    if (random.next() < seconds / MEAN_SECONDS_BETWEEN_MOVES) driftForm(game);
    const step = advanceGame(game.sport, game.strengths, game.progress, seconds * options.gameMinutesPerSecond, random);
    game.progress = step.progress;
    game.isFinished = step.isFinished;
    if (step.events.length > 0) game.version += 1;
    // The move to finished is a change of its own: clients that saw the final score in play still take it.
    if (game.isFinished) game.version += 1;
    if (step.events.some((event) => event.type === 'score')) {
      game.suspendedUntil = now() + random.between(SUSPENSION_SECONDS.min, SUSPENSION_SECONDS.max) * 1000;
    }
  };

  return {
    async load() {
      for (const game of await loadLiveGames(db)) live.set(game.id, game);
    },
    release() {
      live.clear();
      written.clear();
    },
    tick(seconds) {
      const changed: number[] = [];
      for (const game of live.values()) {
        const before = game.version;
        playGame(game, seconds);
        if (game.version > before) changed.push(game.id);
      }
      return changed;
    },
    async commit() {
      const games = [...live.values()].filter((game) => written.get(game.id) !== game.version);
      await db.transaction((tx) => saveLiveGames(tx, games, new Date(now())));
      for (const game of games) written.set(game.id, game.version);
      return games.map((game) => game.id);
    },
    async finishNow(id) {
      const game = live.get(id);
      if (!game) return false;
      // A game that ended by itself is held until the next persist: written as finished already, it is no longer in
      // play; not yet, it is written now at the version it ended with.
      if (game.isFinished && written.get(id) === game.version) return false;
      if (!game.isFinished) playToEnd(game, random);
      await db.transaction((tx) => saveLiveGames(tx, [game], new Date(now())));
      forget(id);
      return true;
    },
    shiftForm(id) {
      const game = live.get(id);
      if (!game || game.isFinished) return false;
      const home = game.drift[0] + DRIFT_STEP <= DRIFT_LIMIT ? DRIFT_STEP : -DRIFT_STEP;
      game.drift = [game.drift[0] + home, game.drift[1] - home];
      game.version += 1;
      return true;
    },
    suspend(id, ms) {
      const game = live.get(id);
      if (!game || game.isFinished) return false;
      game.suspendedUntil = now() + ms;
      game.version += 1;
      return true;
    },
    async persist() {
      const moment = new Date(now());
      // A game another process finished (a test command) is no longer in play either.
      const stillLive = new Set(await liveGameIds(db));
      for (const game of [...live.values()]) {
        const isWritten = written.get(game.id) === game.version;
        if ((game.isFinished && isWritten) || (isWritten && !stillLive.has(game.id))) forget(game.id);
      }
      for (const game of await startDueGames(db, moment)) live.set(game.id, game);
      const floors = liveFloors(options.minimumLiveGames);
      const liveOf = (slug: string) => [...live.values()].filter((game) => game.sport.slug === slug).length;
      if (live.size < options.minimumLiveGames || floors.some(({ slug, floor }) => liveOf(slug) < floor)) {
        // The floors first, so the games drawn at random only make up the rest of the minimum.
        for (const { slug, floor } of floors) await topUpLiveSport(db, moment, random, slug, floor);
        await topUpLive(db, moment, random, options.minimumLiveGames);
        const known = new Set(live.keys());
        for (const game of await loadLiveGames(db)) if (!known.has(game.id)) live.set(game.id, game);
      }
    },
    games: () => [...live.values()],
    game: (id) => live.get(id),
  };
}
