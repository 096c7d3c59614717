import { runCashOutBench } from './cash-out-bench';
import { runCouponBench } from './coupon-bench';
import { runLighthouseBench } from './lighthouse-bench';
import { runLivePageBench } from './live/live-page-bench';
import { runLoadBench } from './load/load-bench';
import { runSiteBench } from './site-bench';

await runCouponBench();
await runCashOutBench();
await runSiteBench();
await runLoadBench();
await runLivePageBench();
await runLighthouseBench();
