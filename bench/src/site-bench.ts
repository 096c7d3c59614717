import { startPlatform } from '../../e2e/support/start-platform';
import { measureFirstViewBytes } from './first-view-bytes';
import type { FirstViewBytes } from './first-view-bytes';
import { median as medianOf } from './live/percentile';
import { measureSsrThroughput } from './ssr-throughput';

const HOME_JS_BUDGET = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What a page's first view transferred, as the median of three loads of each figure. */
async function reportFirstView(name: string, url: string): Promise<void> {
  const loads: FirstViewBytes[] = [];
  for (let run = 0; run < 3; run += 1) loads.push(await measureFirstViewBytes(url));
  const median = (pick: (load: FirstViewBytes) => number) => medianOf(loads.map(pick));
  console.log(
    `${name} first view: ${kb(median((load) => load.total))} transferred in ${median((load) => load.files)} files ` +
      `(document ${kb(median((load) => load.document))}, JS ${kb(median((load) => load.js))} ` +
      `of a ${kb(HOME_JS_BUDGET)} budget, CSS ${kb(median((load) => load.css))})`,
  );
}

/** First-view bytes received by the browser (home, live and the casino lobby) and server-rendered home pages per second. */
export async function runSiteBench(): Promise<void> {
  const platform = await startPlatform();
  try {
    const home = `${platform.url}/ru`;
    await reportFirstView('home', home);
    await reportFirstView('live', `${platform.url}/ru/live`);
    await reportFirstView('casino lobby', `${platform.url}/ru/casino-lobby`);
    await measureSsrThroughput(home, 2);
    const throughput = await measureSsrThroughput(home, 10);
    console.log(
      `server-rendered home: ${throughput.requestsPerSecond.toFixed(1)} pages/s over 10 s ` +
        `(p50 ${throughput.p50LatencyMs} ms, p99 ${throughput.p99LatencyMs} ms, non-2xx ${throughput.non2xx})`,
    );
  } finally {
    await platform.stop();
  }
}
