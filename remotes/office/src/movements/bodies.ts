import type { PageBodies } from '../page-body';
import { MovementsBody } from './movements-body';

/** Page bodies of the account movements, by route name. */
export const MOVEMENTS_BODIES: PageBodies = {
  'office.historypay': MovementsBody,
};
