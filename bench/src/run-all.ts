import { runCouponBench } from './coupon-bench';
import { runSiteBench } from './site-bench';

await runCouponBench();
await runSiteBench();
