import { startPlatform } from '../../e2e/support/start-platform';
import { measureFirstViewBytes } from './first-view-bytes';
import { measureSsrThroughput } from './ssr-throughput';

const HOME_JS_BUDGET = 150 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Home first-view bytes (median of three loads) and server-rendered home pages per second. */
export async function runSiteBench(): Promise<void> {
  const platform = await startPlatform();
  try {
    const home = `${platform.url}/ru`;
    const loads = [];
    for (let run = 0; run < 3; run += 1) loads.push(await measureFirstViewBytes(home));
    const median = loads.map((load) => load.js).sort((a, b) => a - b)[1] ?? 0;
    const css = loads.map((load) => load.css).sort((a, b) => a - b)[1] ?? 0;
    console.log(
      `home first view: JS ${kb(median)} gzip (budget ${kb(HOME_JS_BUDGET)}), CSS ${kb(css)} gzip, ${loads[0]?.files ?? 0} files`,
    );
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
