import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { startPlatform } from '../../../e2e/support/start-platform';
import type { RunningPlatform } from '../../../e2e/support/start-platform';
import { median, percentile } from '../live/percentile';
import { clientAddress, openFeedClient } from './sse-clients';
import type { FeedClient } from './sse-clients';

const CONNECTIONS = 50;
const SECONDS = 10;
const MEMORY_STREAMS = 3000;
const DELAY_CLIENTS = 1000;
const MOVES = 10;
const OPEN_AT_ONCE = 100;

interface Rate {
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function rateOf(url: string, connections = CONNECTIONS, duration = SECONDS): Promise<Rate> {
  const result = await autocannon({ url, connections, duration });
  return {
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

/** Resident memory of a process, in bytes, as the kernel counts it. */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  if (!line?.[1]) throw new Error(`no resident memory for process ${pid}`);
  return Number(line[1]) * 1024;
}

async function liveGameId(url: string): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${url}/web-api/sportsbook/games?mode=live&limit=5&lng=en`);
    const id = gamesAnswerSchema.parse(await response.json()).games[0]?.id;
    if (id) return id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('no game in play');
}

/** Opens the clients a hundred at a time, each from its own address. */
async function openClients(platform: RunningPlatform, gameId: number, count: number, first: number) {
  const clients: FeedClient[] = [];
  for (let start = 0; start < count; start += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, count - start) }, (_, offset) =>
      openFeedClient(platform.url, gameId, clientAddress(first + start + offset)),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 3000));

/** Memory one more open live feed takes, and how many of the streams asked for the process accepted. */
async function streamMemory(platform: RunningPlatform, gameId: number) {
  await settle();
  const before = residentBytes(platform.pid);
  const clients = await openClients(platform, gameId, MEMORY_STREAMS, 0);
  await settle();
  const after = residentBytes(platform.pid);
  const accepted = clients.filter((client) => client.status === 200).length;
  for (const client of clients) client.close();
  return { accepted, bytesPerStream: accepted > 0 ? (after - before) / accepted : Number.NaN };
}

/** Milliseconds from a price change (an admin call) to each client's reading of it. */
async function changeToReceipt(platform: RunningPlatform, gameId: number): Promise<number[]> {
  const clients = (await openClients(platform, gameId, DELAY_CLIENTS, MEMORY_STREAMS)).filter(
    (client) => client.status === 200,
  );
  if (clients.length < DELAY_CLIENTS) throw new Error(`only ${clients.length} of ${DELAY_CLIENTS} feeds opened`);
  const delays: number[] = [];
  try {
    for (let move = 0; move < MOVES; move += 1) {
      const started = performance.now();
      const response = await fetch(`${platform.url}/admin-api/test/sportsbook/move-game`, {
        method: 'POST',
        headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
        body: JSON.stringify({ gameId }),
      });
      if (!response.ok) throw new Error(`moving the game answered ${response.status}`);
      const { result } = (await response.json()) as { result: { game: { version: number } } };
      const { game } = result;
      const seen = await Promise.all(clients.map((client) => client.versionSeen(game.version)));
      delays.push(...seen.map((at) => at - started));
    }
  } finally {
    for (const client of clients) client.close();
  }
  return delays;
}

const fixed = (value: number) => value.toFixed(1);

/**
 * The platform under load, in one run: the home page at 50 connections beside a static file of the same server,
 * the memory an open live feed takes, and how soon a price change reaches 1,000 feeds.
 */
export async function runLoadBench(): Promise<void> {
  const platform = await startPlatform();
  try {
    const gameId = await liveGameId(platform.url);
    // A few pages first, so the figures are of a process that has served some.
    await rateOf(`${platform.url}/ru`, 5, 3);
    await settle();
    const staticFile = await rateOf(`${platform.url}/favicon.svg`);
    const home = await rateOf(`${platform.url}/ru`);
    const memory = await streamMemory(platform, gameId);
    const delays = await changeToReceipt(platform, gameId);
    console.log(`\n── load: ${CONNECTIONS} connections for ${SECONDS} s`);
    console.log(
      `static file: ${fixed(staticFile.perSecond)}/s (p50 ${staticFile.p50} ms, p99 ${staticFile.p99} ms); ` +
        `home /ru: ${fixed(home.perSecond)} pages/s (p50 ${home.p50} ms, p99 ${home.p99} ms, non-2xx ${home.non2xx}); ` +
        `home at ×${(home.perSecond / staticFile.perSecond).toFixed(3)} of the static rate`,
    );
    console.log(
      `live feeds: ${memory.accepted} of ${MEMORY_STREAMS} opened, ${fixed(memory.bytesPerStream / 1024)} KB of memory each`,
    );
    console.log(
      `price change → ${DELAY_CLIENTS} feeds: p50 ${fixed(median(delays))} ms, p99 ${fixed(percentile(delays, 99))} ms ` +
        `over ${MOVES} changes (the feed batches pushes once a second)`,
    );
  } finally {
    await platform.stop();
  }
}
