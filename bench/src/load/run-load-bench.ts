import { runLoadBench } from './load-bench';

await runLoadBench();
