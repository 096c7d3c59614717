import type { PageBodies } from '../page-body';
import { DisallowSportsBody } from './disallow-sports-body';

/** Page bodies of the sports a player bars for themselves, by route name. */
export const DISALLOW_SPORTS_BODIES: PageBodies = {
  'office.disallow-sports': DisallowSportsBody,
};
