import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { startPlatform } from '../../../e2e/support/start-platform';
import type { RunningPlatform } from '../../../e2e/support/start-platform';
import { median, percentile } from '../live/percentile';
import { buildBefore } from './before-build';
import { clientAddress, openFeedClient } from './sse-clients';
import type { FeedClient } from './sse-clients';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const CONNECTIONS = 50;
const SECONDS = 10;
const STREAMS = 10_000;
const DELAY_CLIENTS = [5000, 1000] as const;
const FROM_ONE_ADDRESS = 100;
const MOVES = 10;
const OPEN_AT_ONCE = 100;
/** A client that has not read a change by then is counted as missing it. */
const RECEIPT_TIMEOUT_MS = 30_000;
/** What a browser asks with, so that the figures are those of the compressed answers users get. */
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' };

interface Rate {
  perSecond: number;
  /** The platform's own CPU time per answer: what other processes on the machine change least. */
  cpuMs: number;
  p50: number;
  p99: number;
  non2xx: number;
}

/** CPU time the process has used, user and system, in ms (the kernel counts it in ticks of 10 ms). */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function rateOf(pid: number, url: string, connections = CONNECTIONS, duration = SECONDS): Promise<Rate> {
  const cpuBefore = cpuMsOf(pid);
  const result = await autocannon({ url, connections, duration, headers: BROWSER_HEADERS });
  return {
    perSecond: result.requests.average,
    cpuMs: (cpuMsOf(pid) - cpuBefore) / Math.max(1, result.requests.total),
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

/** Opens the clients a hundred at a time, each from the address `addressOf` gives its index. */
async function openClients(platform: RunningPlatform, gameId: number, count: number, addressOf: (i: number) => string) {
  const clients: FeedClient[] = [];
  for (let start = 0; start < count; start += OPEN_AT_ONCE) {
    const batch = Array.from({ length: Math.min(OPEN_AT_ONCE, count - start) }, (_, offset) =>
      openFeedClient(platform.url, gameId, addressOf(start + offset)),
    );
    clients.push(...(await Promise.all(batch)));
  }
  return clients;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settle = () => pause(3000);

/** How many live feeds one address is given of the many it asks for. */
async function streamsOfOneAddress(platform: RunningPlatform, gameId: number): Promise<number> {
  const clients = await openClients(platform, gameId, FROM_ONE_ADDRESS, () => '192.0.2.1');
  for (const client of clients) client.close();
  return clients.filter((client) => client.status === 200).length;
}

/** Milliseconds from a price change (an admin call) to each open client's reading of it; NaN for a client that missed it. */
async function changeToReceipt(platform: RunningPlatform, gameId: number, clients: FeedClient[]): Promise<number[]> {
  const delays: number[] = [];
  for (let move = 0; move < MOVES; move += 1) {
    const started = performance.now();
    const response = await fetch(`${platform.url}/admin-api/test/sportsbook/move-game`, {
      method: 'POST',
      headers: { authorization: `Bearer ${platform.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ gameId }),
    });
    if (!response.ok) throw new Error(`moving the game answered ${response.status}`);
    const { result } = (await response.json()) as { result: { game: { version: number } } };
    const missed = pause(RECEIPT_TIMEOUT_MS).then(() => Number.NaN);
    const seen = await Promise.all(
      clients.map((client) => Promise.race([client.versionSeen(result.game.version), missed])),
    );
    delays.push(...seen.map((at) => at - started));
  }
  return delays;
}

/**
 * The stylesheet the home page links: a static file of about the page's own compressed size, so the load generator,
 * which shares the machine, reads as many bytes per answer for both.
 */
async function homeStylesheet(url: string): Promise<string> {
  const html = await (await fetch(`${url}/ru`)).text();
  const href = html.match(/<link rel="stylesheet" href="([^"]+)"/)?.[1];
  if (!href) throw new Error('the home page links no stylesheet');
  return href;
}

interface Figures {
  restBytes: number;
  staticFile: Rate;
  sameSizeFile: Rate;
  home: Rate;
  live: Rate;
  liveGames: Rate;
  oneAddress: number;
  opened: number;
  bytesPerStream: number;
  delays: Map<number, number[]>;
}

/** One platform's figures: memory at rest, pages and calls at 50 connections, then its live feeds. */
async function measure(root?: string): Promise<Figures> {
  const platform = await startPlatform({}, root);
  try {
    const gameId = await liveGameId(platform.url);
    await pause(10_000);
    const restBytes = residentBytes(platform.pid);
    // A few pages first, so the figures are of a process that has served some.
    await rateOf(platform.pid, `${platform.url}/ru`, 5, 3);
    await settle();
    const staticFile = await rateOf(platform.pid, `${platform.url}/favicon.svg`);
    const sameSizeFile = await rateOf(platform.pid, `${platform.url}${await homeStylesheet(platform.url)}`);
    const home = await rateOf(platform.pid, `${platform.url}/ru`);
    const live = await rateOf(platform.pid, `${platform.url}/en/live`);
    const liveGames = await rateOf(platform.pid, `${platform.url}/web-api/sportsbook/games?mode=live&limit=50&lng=en`);
    const oneAddress = await streamsOfOneAddress(platform, gameId);
    await settle();
    const before = residentBytes(platform.pid);
    let clients = await openClients(platform, gameId, STREAMS, clientAddress);
    await settle();
    const after = residentBytes(platform.pid);
    for (const client of clients.filter((candidate) => candidate.status !== 200)) client.close();
    clients = clients.filter((client) => client.status === 200);
    const opened = clients.length;
    const delays = new Map<number, number[]>();
    for (const count of DELAY_CLIENTS) {
      for (const client of clients.slice(count)) client.close();
      clients = clients.slice(0, count);
      await settle();
      delays.set(count, clients.length === count ? await changeToReceipt(platform, gameId, clients) : []);
    }
    for (const client of clients) client.close();
    return {
      restBytes,
      staticFile,
      sameSizeFile,
      home,
      live,
      liveGames,
      oneAddress,
      opened,
      bytesPerStream: opened > 0 ? (after - before) / opened : Number.NaN,
      delays,
    };
  } finally {
    await platform.stop();
  }
}

const fixed = (value: number, digits = 1) => value.toFixed(digits);
const rate = (r: Rate) =>
  `${fixed(r.perSecond)}/s, p50 ${r.p50} ms, p99 ${r.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;
function receipt(delays: number[]): string {
  if (delays.length === 0) return 'not measured (too few feeds opened)';
  const read = delays.filter((delay) => !Number.isNaN(delay));
  const missed = delays.length - read.length;
  return `p50 ${fixed(median(read), 0)} ms, p99 ${fixed(percentile(read, 99), 0)} ms${missed ? `, ${missed} missed` : ''}`;
}

function rows(figures: Figures): string[] {
  return [
    `${fixed(figures.restBytes / 1024 ** 2, 0)} MB`,
    rate(figures.staticFile),
    rate(figures.sameSizeFile),
    rate(figures.home),
    `×${fixed(figures.home.perSecond / figures.staticFile.perSecond, 3)} by rate, ×${fixed(figures.staticFile.cpuMs / figures.home.cpuMs, 3)} by CPU`,
    `×${fixed(figures.home.perSecond / figures.sameSizeFile.perSecond, 3)} by rate, ×${fixed(figures.sameSizeFile.cpuMs / figures.home.cpuMs, 3)} by CPU`,
    rate(figures.live),
    rate(figures.liveGames),
    `${figures.oneAddress} of ${FROM_ONE_ADDRESS}`,
    `${figures.opened} of ${STREAMS}`,
    `${fixed(figures.bytesPerStream / 1024)} KB`,
    ...DELAY_CLIENTS.map((count) => receipt(figures.delays.get(count) ?? [])),
  ];
}

const LABELS = [
  'RSS at rest',
  'static file /favicon.svg',
  'static file of the home page’s size (its stylesheet)',
  'home /ru',
  'home ÷ /favicon.svg',
  'home ÷ the stylesheet',
  'live /en/live',
  'games?mode=live&limit=50',
  'live feeds from one address',
  'live feeds from one address each',
  'memory per open feed',
  ...DELAY_CLIENTS.map((count) => `price change → ${count.toLocaleString('en')} feeds`),
];

/**
 * The platform under load, before (`BENCH_BEFORE`: a git ref, by default where this branch left the main line;
 * `off` to skip) and after (this tree), in one run: memory at rest, visitor pages and two static files (a tiny one
 * and one of the home page's size) at 50 connections, the live feeds one address and 10,000 addresses are given, the
 * memory a feed takes, and how soon a price change reaches 5,000 and 1,000 feeds.
 */
export async function runLoadBench(): Promise<void> {
  const beforeRef = process.env.BENCH_BEFORE;
  const beforeRoot = beforeRef === 'off' ? null : await buildBefore(ROOT, beforeRef || undefined);
  const columns: { name: string; cells: string[] }[] = [];
  if (beforeRoot)
    columns.push({ name: `before (${beforeRoot.split('-').at(-1)})`, cells: rows(await measure(beforeRoot)) });
  columns.push({ name: 'after (this tree)', cells: rows(await measure()) });
  console.log(`\n── load: ${CONNECTIONS} connections for ${SECONDS} s; the feed batches pushes once a second`);
  console.log(`| figure | ${columns.map((column) => column.name).join(' | ')} |`);
  console.log(`| --- | ${columns.map(() => '---').join(' | ')} |`);
  LABELS.forEach((label, row) => {
    console.log(`| ${label} | ${columns.map((column) => column.cells[row]).join(' | ')} |`);
  });
}
