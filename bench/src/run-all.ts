import { runCouponBench } from './coupon-bench';
import { runLighthouseBench } from './lighthouse-bench';
import { runLivePageBench } from './live/live-page-bench';
import { runSiteBench } from './site-bench';

await runCouponBench();
await runSiteBench();
await runLivePageBench();
await runLighthouseBench();
