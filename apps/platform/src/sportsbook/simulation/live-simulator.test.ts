import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { createTestDatabase } from '../../db/test-database';
import { seededRandom } from '../catalogue/random';
import { seedCatalogue } from '../catalogue/seed-catalogue';
import { insertGame, listChampFields } from '../schedule/game-repository';
import { NOT_STARTED, scheduleLine, topUpLive } from '../schedule/schedule-games';
import { GAME_CHANGES_CHANNEL } from './live-game-repository';
import { createLiveSimulator } from './live-simulator';

describe('the live simulator', () => {
  let db: Database;
  let clock = Date.parse('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    db = await createTestDatabase();
    await seedCatalogue(db);
    await scheduleLine(db, new Date(clock), seededRandom(1));
    await topUpLive(db, new Date(clock), seededRandom(2), 20);
    const [field] = await listChampFields(db);
    const [home, away] = field?.teams ?? [];
    if (!field || !home || !away) throw new Error('no champ to play in');
    await insertGame(db, {
      champId: field.champId,
      homeTeamId: home.id,
      awayTeamId: away.id,
      homeStrength: home.strength,
      awayStrength: away.strength,
      startAt: new Date(clock + 60_000),
      status: 'line',
      progress: NOT_STARTED,
    });
  });
  afterAll(() => db.close());

  /** Plays half a minute at a time until a game has ended by itself; answers that game. */
  const playUntilOneEnds = (simulator: ReturnType<typeof createLiveSimulator>) => {
    for (let second = 0; second < 7200; second += 30) {
      const ended = simulator.games().find((game) => game.isFinished);
      if (ended) return ended;
      clock += 30_000;
      simulator.tick(30);
    }
    throw new Error('no game ended');
  };

  /** A simulator of 20 games in play on the test's clock, drawn from the seed. */
  const simulatorOf = (seed: number, gameMinutesPerSecond: number) =>
    createLiveSimulator({
      db,
      random: seededRandom(seed),
      now: () => clock,
      gameMinutesPerSecond,
      minimumLiveGames: 20,
    });

  it('plays games to their end, writes their results, starts the due ones and keeps enough in play', async () => {
    const simulator = simulatorOf(3, 0.2);
    await simulator.load();
    expect(simulator.games()).toHaveLength(20);
    await simulator.persist();
    // Marble games run all day and the UFC page has fights in play, whatever the draw left in play.
    expect(simulator.games().map((game) => game.sport.slug)).toEqual(
      expect.arrayContaining(['football', 'marble-football', 'marble-basketball', 'marble-racing', 'mma']),
    );
    for (let second = 0; second < 1800; second += 30) {
      clock += 30_000;
      simulator.tick(30);
      await simulator.commit();
      await simulator.persist();
    }

    const finished = await db.query<{ finished_at: Date | null }>(
      `select finished_at from sb_games where status = 'finished'`,
    );
    expect(finished.length).toBeGreaterThan(10);
    expect(finished.every((row) => row.finished_at !== null)).toBe(true);
    expect(simulator.games().every((game) => !game.isFinished)).toBe(true);
    expect(simulator.games().length).toBeGreaterThanOrEqual(20);
    const due = await db.query(`select id from sb_games where status = 'line' and start_at <= $1`, [
      new Date(clock).toISOString(),
    ]);
    expect(due).toEqual([]);
    // odds move between scores as the sides' form drifts
    expect(simulator.games().filter((game) => game.version > 1).length).toBeGreaterThan(0);
  });

  it('suspends a game’s markets at a score and reopens them later, each a change it reports', async () => {
    const simulator = simulatorOf(4, 0.5);
    await simulator.load();
    let suspended = simulator.games().find((game) => game.suspendedUntil > clock);
    for (let second = 0; !suspended && second < 600; second += 1) {
      clock += 1000;
      const changed = simulator.tick(1);
      suspended = simulator.games().find((game) => game.suspendedUntil > clock);
      if (suspended) expect(changed).toContain(suspended.id);
    }
    if (!suspended) throw new Error('no game scored');
    const { id, version } = suspended;

    clock += 16_000;
    const changed = simulator.tick(0);
    expect(changed).toContain(id);
    expect(simulator.game(id)?.suspendedUntil).toBe(0);
    expect(simulator.game(id)?.version).toBeGreaterThan(version);
    expect(simulator.tick(0)).not.toContain(id);
  });

  it('shifts a game’s form on demand, a change of version, and knows no game it does not hold', async () => {
    const simulator = simulatorOf(5, 0.5);
    await simulator.load();
    const game = simulator.games().find((candidate) => !candidate.isFinished);
    if (!game) throw new Error('no game in play');
    const { version, drift } = { version: game.version, drift: [...game.drift] };
    expect(simulator.shiftForm(game.id)).toBe(true);
    expect(simulator.game(game.id)?.version).toBe(version + 1);
    expect(simulator.game(game.id)?.drift).not.toEqual(drift);
    expect(simulator.shiftForm(-1)).toBe(false);
  });

  it('finishes a game in play at once, writes one that ended by itself, and refuses one written as finished', async () => {
    const simulator = simulatorOf(6, 0.5);
    await simulator.load();
    const [playing] = simulator.games().filter((game) => !game.isFinished);
    if (!playing) throw new Error('no game in play');
    const { version } = playing;
    expect(await simulator.finishNow(playing.id)).toBe(true);
    const [written] = await db.query<{ status: string; version: number }>(
      'select status, version from sb_games where id = $1',
      [playing.id],
    );
    expect(written).toEqual({ status: 'finished', version: version + 1 });

    const ended = playUntilOneEnds(simulator);
    // Ended by itself but not written yet: written now, at the version it ended with.
    const endedAt = ended.version;
    expect(await simulator.finishNow(ended.id)).toBe(true);
    const [saved] = await db.query<{ status: string; version: number }>(
      'select status, version from sb_games where id = $1',
      [ended.id],
    );
    expect(saved).toEqual({ status: 'finished', version: endedAt });

    const another = playUntilOneEnds(simulator);
    await simulator.commit();
    // Written as finished already: no longer in play.
    expect(await simulator.finishNow(another.id)).toBe(false);
  });

  it('writes each changed game once with its whole state and names it on the changes channel', async () => {
    const simulator = simulatorOf(6, 0.5);
    await simulator.load();
    const heard: string[] = [];
    const stop = await db.listen(GAME_CHANGES_CHANNEL, { onMessage: (payload) => heard.push(payload) });
    await simulator.commit();
    heard.length = 0;
    const game = simulator.games()[0];
    if (!game) throw new Error('no game in play');
    simulator.shiftForm(game.id);
    simulator.suspend(game.id, 10_000);

    expect(await simulator.commit()).toEqual([game.id]);
    expect(await simulator.commit()).toEqual([]);
    await expect.poll(() => heard).toEqual([String(game.id)]);
    const [row] = await db.query<{ version: number; form_drift: number[]; suspended_until: Date | null }>(
      'select version, form_drift, suspended_until from sb_games where id = $1',
      [game.id],
    );
    expect(row?.version).toBe(game.version);
    expect(row?.form_drift).toEqual(game.drift);
    expect(row?.suspended_until).not.toBeNull();
    await stop();
  });
});
