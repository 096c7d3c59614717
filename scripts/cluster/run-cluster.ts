import { startLocalCluster } from './local-cluster';

const PROCESSES = 3;

/** `npm run cluster`: three platform processes over one PostgreSQL behind HAProxy, until interrupted. */
async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Run through scripts/with-postgres.sh, which starts the PostgreSQL server');
  const cluster = await startLocalCluster({ adminUrl, processes: PROCESSES, showLogs: true });
  process.stdout.write(
    [
      `betfront runs at ${cluster.url}/ (${PROCESSES} platform processes behind HAProxy, round-robin)`,
      `admin API token: ${cluster.adminToken}`,
      'Ctrl+C stops every process and the database.',
      '',
    ].join('\n'),
  );
  const stop = () => void cluster.stop().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
