// Apart from the event schemas: the page reads these at start, and the schemas draw in half of the contract.

/** The collector loads this long after the page opens, except on registration pages (account §9). */
export const ANALYTICS_LOAD_DELAY_MS = 10_000;
/** The performance of the page is reported this long after it opens (account §9). */
export const PERFORMANCE_REPORT_DELAY_MS = 10_000;
