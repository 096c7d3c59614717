import type { PageBodies } from '../page-body';

/** Page bodies of the security area, by route name. */
export const SECURITY_BODIES: PageBodies = {};
