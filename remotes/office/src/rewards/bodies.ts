import type { PageBodies } from '../page-body';
import { RewardsBody } from './rewards-body';

/** Page bodies of the player's rewards, by route name. */
export const REWARDS_BODIES: PageBodies = {
  'office.rewards': RewardsBody,
};
