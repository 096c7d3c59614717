import type { FastifyInstance } from 'fastify';
import { seededRandom } from './catalogue/random';
import { seedCatalogue } from './catalogue/seed-catalogue';
import { favoriteRoutes } from './http/favorite-routes';
import { feedRoutes } from './http/feed-routes';
import { testGameRoutes } from './http/test-game-routes';
import { listRoutes } from './http/list-routes';
import { sportsbookRoutes } from './http/sportsbook-routes';
import { createListsService } from './read/lists-service';
import { createSharedLists } from './read/shared-lists';
import { createSportsbookService } from './read/sportsbook-service';
import type { SportsbookService } from './read/sportsbook-service';
import { createChangeStream } from './feed/change-stream';
import { scheduleLine } from './schedule/schedule-games';
import { createLiveSimulator } from './simulation/live-simulator';
import type { LiveSimulator } from './simulation/live-simulator';

const TICK_MS = 1000;
const PERSIST_MS = 5000;
const RESCHEDULE_MS = 10 * 60 * 1000;

function runEvery(app: FastifyInstance, ms: number, task: () => Promise<void> | void, what: string): void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    Promise.resolve()
      .then(task)
      .catch((error: unknown) => app.log.error({ err: error }, `${what} failed`))
      .finally(() => {
        running = false;
      });
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * The sportsbook: its catalogue, the line over the next days and the live simulator (when the environment
 * runs one). Answers the service that prices and reads them, for the sportsbook's calls and for placing bets.
 */
export async function startSportsbook(app: FastifyInstance): Promise<SportsbookService> {
  const { db, env } = app.platform;
  const changes = createChangeStream();
  let simulator: LiveSimulator | null = null;
  if (env.simulator) {
    const random = seededRandom(Date.now() % 2 ** 32);
    await seedCatalogue(db);
    await scheduleLine(db, new Date(), random);
    const live = createLiveSimulator({
      db,
      random,
      now: Date.now,
      gameMinutesPerSecond: env.simulator.speed / 60,
      minimumLiveGames: env.simulator.liveGames,
    });
    await live.persist();
    await live.load();
    runEvery(app, TICK_MS, () => changes.publish(live.tick(TICK_MS / 1000)), 'simulator tick');
    runEvery(
      app,
      PERSIST_MS,
      async () => {
        const { finished, started } = await live.persist();
        changes.publish([...finished, ...started]);
      },
      'simulator write',
    );
    runEvery(app, RESCHEDULE_MS, async () => void (await scheduleLine(db, new Date(), random)), 'line schedule');
    simulator = live;
  }
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
    const { env } = app.platform;
    if (env.adminToken) {
      const allowTestCommands = env.nodeEnv !== 'production';
      await app.register(testGameRoutes(service, { adminToken: env.adminToken, allowTestCommands }));
    }
  };
}
