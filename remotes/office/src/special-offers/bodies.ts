import type { PageBodies } from '../page-body';
import { SpecialOffersBody } from './special-offers-body';

/** Page bodies of the player's special offers, by route name. */
export const SPECIAL_OFFERS_BODIES: PageBodies = {
  'office.specialoffers': SpecialOffersBody,
};
