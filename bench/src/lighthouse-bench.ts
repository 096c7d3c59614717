import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startPlatform } from '../../e2e/support/start-platform';
import { gameHref } from '../../remotes/betting/src/games/game-href';
import { median as medianOf } from './live/percentile';

/** Runs a page: 3 for the performance medians; `LIGHTHOUSE_RUNS=1` is enough for accessibility alone. */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROMIUM_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

interface PageFigures {
  score: number;
  /** The accessibility category's score (0–100), and the ids of its audits the page fails. */
  accessibility: number;
  accessibilityFailures: string[];
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
}

/** One Lighthouse run in its default mobile mode (simulated slow 4G and a 4× slower CPU): performance and accessibility. */
async function audit(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    accessibilityFailures: (lhr.categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferredBytes: numeric('total-byte-weight'),
  };
}

/** A run Lighthouse could not measure fully (a page that never painted its largest element) is left out. */
const isComplete = (run: PageFigures) =>
  [run.score, run.fcpMs, run.lcpMs, run.tbtMs, run.cls, run.transferredBytes].every(Number.isFinite);

/** Accessibility does not vary from run to run: the first run's score, and what it fails if anything. */
function accessibilityText([first]: readonly PageFigures[]): string {
  if (!first) return '';
  const failures = first.accessibilityFailures.length > 0 ? ` (fails ${first.accessibilityFailures.join(', ')})` : '';
  return `; accessibility ${first.accessibility}${failures}`;
}

function report(name: string, allRuns: readonly PageFigures[]): void {
  const runs = allRuns.filter(isComplete);
  const dropped = allRuns.length - runs.length;
  if (runs.length === 0) {
    console.log(`lighthouse ${name.padEnd(12)} no complete run of ${allRuns.length}`);
    return;
  }
  const median = (pick: (figures: PageFigures) => number) => medianOf(runs.map(pick));
  console.log(
    `lighthouse ${name.padEnd(12)} performance ${median((run) => run.score)}, ` +
      `FCP ${(median((run) => run.fcpMs) / 1000).toFixed(2)} s, LCP ${(median((run) => run.lcpMs) / 1000).toFixed(2)} s, ` +
      `TBT ${Math.round(median((run) => run.tbtMs))} ms, CLS ${median((run) => run.cls).toFixed(3)}, ` +
      `${(median((run) => run.transferredBytes) / 1024).toFixed(1)} KB transferred (median of ${runs.length}` +
      `${dropped > 0 ? `, ${dropped} incomplete left out` : ''})${accessibilityText(allRuns)}`,
  );
}

async function firstLiveGamePath(platformUrl: string): Promise<string> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${platformUrl}/web-api/sportsbook/games?mode=live&limit=1&lng=ru`);
    const [game] = gamesAnswerSchema.parse(await response.json()).games;
    if (game) return gameHref('ru', game);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the simulator put no game in play within a minute');
}

/**
 * Lighthouse's mobile figures for home, live, a game page and the casino lobby, the median of 3 runs each,
 * beside a bare static page served by the same platform: the floor of this machine.
 */
export async function runLighthouseBench(): Promise<void> {
  const platform = await startPlatform();
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  try {
    const pages: [string, string][] = [
      ['static floor', '/offline.html'],
      ['home', '/ru'],
      ['live', '/ru/live'],
      ['game page', await firstLiveGamePath(platform.url)],
      ['casino lobby', '/ru/casino-lobby'],
    ];
    for (const [name, path] of pages) {
      const runs: PageFigures[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await audit(`${platform.url}${path}`, chrome.port));
      report(name, runs);
    }
  } finally {
    chrome.kill();
    await platform.stop();
  }
}
