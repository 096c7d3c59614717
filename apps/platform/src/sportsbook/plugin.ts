import type { FastifyInstance } from 'fastify';
import { startLeaderJob } from '../cluster/leader-job';
import type { SimulatorEnv } from '../config/env';
import { seededRandom } from './catalogue/random';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { favoriteRoutes } from './http/favorite-routes';
import { feedRoutes } from './http/feed-routes';
import { testGameRoutes } from './http/test-game-routes';
import { listRoutes } from './http/list-routes';
import { sportsbookRoutes } from './http/sportsbook-routes';
import { statisticsRoutes } from './http/statistics-routes';
import { createListsService } from './read/lists-service';
import { createSharedLists } from './read/shared-lists';
import { createSportsbookService } from './read/sportsbook-service';
import type { SportsbookService } from './read/sportsbook-service';
import { createChangeStream } from './feed/change-stream';
import type { ChangeStream } from './feed/change-stream';
import { scheduleLine } from './schedule/schedule-games';
import { createLiveSimulator } from './simulation/live-simulator';
import type { LiveSimulator } from './simulation/live-simulator';
import { GAME_CHANGES_CHANNEL, liveGameIds } from './simulation/live-game-repository';

const TICK_MS = 1000;
const PERSIST_MS = 5000;
const RESCHEDULE_MS = 10 * 60 * 1000;
export const SIMULATOR_JOB = 'live-simulator';

/**
 * Every process pushes to its feed the games that the simulator's process names on the changes channel, its own
 * included; after a gap in the notifications it pushes every game in play, and clients compare versions.
 */
async function followGameChanges(app: FastifyInstance, changes: ChangeStream): Promise<void> {
  const { db } = app.platform;
  const stop = await db.listen(GAME_CHANGES_CHANNEL, {
    onMessage: (payload) => changes.publish(payload.split(',').map(Number).filter(Number.isSafeInteger)),
    onResync: () => {
      liveGameIds(db).then(changes.publish, (error: unknown) => app.log.warn({ err: error }, 'feed resync failed'));
    },
  });
  app.addHook('onClose', stop);
}

/**
 * The live simulator runs in the one process that leads it: it plays the games in play, writes every change as
 * it happens and names the games it wrote; it schedules the line and starts games when they are due.
 */
async function runSimulator(app: FastifyInstance, settings: SimulatorEnv): Promise<LiveSimulator> {
  const { db } = app.platform;
  const random = seededRandom(Date.now() % 2 ** 32);
  const live = createLiveSimulator({
    db,
    random,
    now: Date.now,
    gameMinutesPerSecond: settings.speed / 60,
    minimumLiveGames: settings.liveGames,
  });
  let lastPersist = 0;
  let lastSchedule = 0;
  await startLeaderJob(app, {
    name: SIMULATOR_JOB,
    everyMs: TICK_MS,
    startsAtOnce: true,
    async onLead() {
      await seedCatalogue(db);
      await scheduleLine(db, new Date(), random);
      lastSchedule = Date.now();
      await live.load();
      await live.persist();
      lastPersist = Date.now();
      await live.commit();
    },
    onFollow: () => live.release(),
    async run() {
      live.tick(TICK_MS / 1000);
      await live.commit();
      if (Date.now() - lastPersist >= PERSIST_MS) {
        await live.persist();
        lastPersist = Date.now();
      }
      if (Date.now() - lastSchedule >= RESCHEDULE_MS) {
        await scheduleLine(db, new Date(), random);
        lastSchedule = Date.now();
      }
    },
  });
  return live;
}

/**
 * The sportsbook: its catalogue, the line over the next days and the live simulator (when the environment
 * runs one). Answers the service that prices and reads them, for the sportsbook's calls and for placing bets.
 */
export async function startSportsbook(app: FastifyInstance): Promise<SportsbookService> {
  const { db, env } = app.platform;
  const changes = createChangeStream();
  await followGameChanges(app, changes);
  const simulator = env.simulator ? await runSimulator(app, env.simulator) : null;
  return createSportsbookService(db, simulator, changes);
}

export function sportsbookPlugin(service: SportsbookService) {
  return async (app: FastifyInstance) => {
    const lists = createListsService(service);
    const shared = createSharedLists(service, lists);
    await app.register(sportsbookRoutes(service, shared));
    await app.register(listRoutes(service, lists, shared));
    await app.register(favoriteRoutes(service, lists));
    await app.register(feedRoutes(service));
    await app.register(statisticsRoutes(service));
    const { env } = app.platform;
    if (env.adminToken) {
      const allowTestCommands = env.nodeEnv !== 'production';
      await app.register(testGameRoutes(service, { adminToken: env.adminToken, allowTestCommands }));
    }
  };
}
