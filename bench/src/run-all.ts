import { runCashOutBench } from './cash-out-bench';
import { runCouponBench } from './coupon-bench';
import { runLighthouseBench } from './lighthouse-bench';
import { runLivePageBench } from './live/live-page-bench';
import { runSiteBench } from './site-bench';

await runCouponBench();
await runCashOutBench();
await runSiteBench();
await runLivePageBench();
await runLighthouseBench();
