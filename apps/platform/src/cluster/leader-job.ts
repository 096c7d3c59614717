import type { FastifyInstance } from 'fastify';

export interface LeaderJob {
  /** The job's name across the cluster: every process running the same job competes for one lead. */
  name: string;
  everyMs: number;
  /** The first round runs at once and the start waits for it (seeding, loading), instead of after `everyMs`. */
  startsAtOnce?: boolean;
  /** One round; rounds never overlap within a process. */
  run(): Promise<void>;
  /** Runs before the first round of a lead (this process just took the job over). */
  onLead?(): Promise<void>;
  /** This process lost the lead (its session connection was lost): drop what only a leader may hold. */
  onFollow?(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The periodic jobs this process runs, and which of them it leads now (shown by /health). */
    jobs: Map<string, { leads: boolean | null }>;
  }
}

/**
 * Runs a periodic job in the one process that leads it among every process of the database: a sweep, a
 * simulator, a draw must happen once, not once per process. Each process tries every round; when the leader
 * dies, its lock goes with its connection and another process takes the job within a round.
 */
export async function startLeaderJob(app: FastifyInstance, job: LeaderJob): Promise<void> {
  const { db } = app.platform;
  // null until its first round has asked
  const state: { leads: boolean | null } = { leads: null };
  app.jobs.set(job.name, state);

  /** Takes or keeps the lead (or learns it went elsewhere), then runs a round when asked to and leading. */
  const round = async (runs: boolean) => {
    const leads = await db.tryLead(job.name);
    if (!leads) {
      if (state.leads === true) job.onFollow?.();
      state.leads = false;
      return;
    }
    if (state.leads !== true) await job.onLead?.();
    state.leads = true;
    if (runs) await job.run();
  };

  let running: Promise<void> | null = null;
  const tryRound = (runs: boolean) => {
    running ??= round(runs)
      .catch((error: unknown) => app.log.error({ err: error, job: job.name }, 'job round failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  // Every process learns at once whether it leads; a job that starts at once also runs its first round.
  if (job.startsAtOnce) await tryRound(true);
  else void tryRound(false);
  const timer = setInterval(() => void tryRound(true), job.everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
