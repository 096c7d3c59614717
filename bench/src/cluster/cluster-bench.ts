import autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { healthSchema } from '@betfront/contract';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { FEED_EVENT, feedEventSchema } from '@betfront/contract/sportsbook-feed';
import { startLocalCluster } from '../../../scripts/cluster/local-cluster';
import type { LocalCluster } from '../../../scripts/cluster/local-cluster';
import { median, percentile } from '../live/percentile';

/**
 * Pages and placements per second through HAProxy with one and with two platform processes over one PostgreSQL,
 * side by side, and the delay from a price change in the simulator's process to a live feed of another process.
 * Run by `npm run bench:cluster` (it starts its own PostgreSQL server).
 */
const SECONDS = 10;
const CONNECTIONS = 20;
const MOVES = 20;
const JSON_XHR = { 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' };

async function adminCall(cluster: LocalCluster, path: string, body: object): Promise<unknown> {
  const response = await fetch(`${cluster.url}/admin-api${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cluster.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`admin ${path} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

async function lineSelection(url: string): Promise<{ id: string; coef: string }> {
  const { games } = gamesAnswerSchema.parse(
    await (await fetch(`${url}/web-api/sportsbook/games?mode=line&limit=20`)).json(),
  );
  const selection = games.flatMap((game) => game.markets.flatMap((market) => market.selections)).find((s) => s.coef);
  if (!selection?.coef) throw new Error('no line selection offered');
  return { id: selection.id, coef: selection.coef };
}

async function pagesPerSecond(url: string): Promise<number> {
  const result = await autocannon({ url: `${url}/en/live`, connections: CONNECTIONS, duration: SECONDS });
  return result.requests.average;
}

/** Single bets on a line price (it does not move), each from its own address and with its own request id. */
async function placementsPerSecond(cluster: LocalCluster): Promise<{ perSecond: number; refused: number }> {
  const { result } = (await adminCall(cluster, '/users', {
    login: `bench${Date.now()}`,
    password: 'bench-pass-1',
    balance: '100000000',
  })) as { result: { cookie: string } };
  const bet = await lineSelection(cluster.url);
  let client = 0;
  const run = await autocannon({
    url: `${cluster.url}/web-api/bets/place`,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => ({
          ...request,
          headers: { ...JSON_XHR, cookie: result.cookie, 'x-forwarded-for': `10.0.${++client % 250}.${client % 199}` },
          body: JSON.stringify({ requestId: randomUUID(), typeId: 0, amount: '10', bets: [bet] }),
        }),
      },
    ],
  });
  return { perSecond: run.requests.average, refused: run.non2xx };
}

/** Milliseconds from a price change made in the simulator's process to its arrival on another process's feed. */
async function changeToReceipt(cluster: LocalCluster): Promise<number[]> {
  const reports = await Promise.all(
    cluster.processUrls.map(async (url) => healthSchema.parse(await (await fetch(`${url}/health`)).json())),
  );
  const leader = cluster.processUrls[reports.findIndex((report) => report.jobs['live-simulator'] === 'leads')];
  const follower = cluster.processUrls.find((url) => url !== leader);
  if (!leader || !follower) throw new Error('the delay needs a leader and a follower');
  const { games } = gamesAnswerSchema.parse(
    await (await fetch(`${leader}/web-api/sportsbook/games?mode=live&limit=5`)).json(),
  );
  const gameId = games[0]?.id;
  if (!gameId) throw new Error('no game in play');
  const delays: number[] = [];
  const abort = new AbortController();
  const response = await fetch(`${follower}/web-api/sportsbook/feed?lng=en&ids=${gameId}`, { signal: abort.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  if (!reader) throw new Error('no feed');
  const nextVersion = async (above: number): Promise<number> => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) throw new Error('the feed ended');
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        if (!event.includes(`event: ${FEED_EVENT}`) || !data) continue;
        const game = feedEventSchema
          .parse(JSON.parse(data.slice(6)))
          .games.find((candidate) => candidate.id === gameId);
        if (game && game.version > above) return game.version;
      }
    }
  };
  let seen = await nextVersion(-1);
  for (let move = 0; move < MOVES; move += 1) {
    const started = performance.now();
    const moved = (await adminCall({ ...cluster, url: leader }, '/test/sportsbook/move-game', { gameId })) as {
      result: { game: { version: number } };
    };
    while (seen < moved.result.game.version) seen = await nextVersion(seen);
    delays.push(performance.now() - started);
  }
  abort.abort();
  return delays;
}

async function measure(adminUrl: string, processes: number) {
  const cluster = await startLocalCluster({ adminUrl, processes });
  try {
    const pages = await pagesPerSecond(cluster.url);
    await cluster.healthy();
    const placements = await placementsPerSecond(cluster);
    const delays = processes > 1 ? await changeToReceipt(cluster) : [];
    return { processes, pages, placements, delays };
  } finally {
    await cluster.stop();
  }
}

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('Run through scripts/with-postgres.sh, which starts the PostgreSQL server');
const one = await measure(adminUrl, 1);
const two = await measure(adminUrl, 2);
const round = (value: number) => value.toFixed(1);
console.log('\n── cluster: one PostgreSQL behind HAProxy, 20 connections for 10 s each');
console.log('processes | /en/live pages/s | placements/s | refused placements');
for (const row of [one, two]) {
  console.log(
    `${row.processes}         | ${round(row.pages)}            | ${round(row.placements.perSecond)}        | ${row.placements.refused}`,
  );
}
console.log(
  `two over one: pages ×${(two.pages / one.pages).toFixed(2)}, placements ×${(two.placements.perSecond / one.placements.perSecond).toFixed(2)}`,
);
console.log(
  `price change in the simulator's process → another process's feed: p50 ${round(median(two.delays))} ms, p99 ${round(percentile(two.delays, 99))} ms over ${two.delays.length} changes (the feed batches pushes once a second)`,
);
