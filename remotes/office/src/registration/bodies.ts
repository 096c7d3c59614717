import type { PageBodies } from '../page-body';

/** Page bodies of the registration area, by route name. */
export const REGISTRATION_BODIES: PageBodies = {};
