import type { PageBodies } from '../page-body';

/** Page bodies of the login area, by route name. */
export const LOGIN_BODIES: PageBodies = {};
