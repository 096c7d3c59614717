import type { PageBodies } from '../page-body';

/** Page bodies of the wallet area, by route name. */
export const WALLET_BODIES: PageBodies = {};
