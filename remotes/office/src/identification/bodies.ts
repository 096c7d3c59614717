import type { PageBodies } from '../page-body';
import { IdentificationBody } from './identification-body';

/** Page bodies of identification, by route name. */
export const IDENTIFICATION_BODIES: PageBodies = {
  'office.verification': IdentificationBody,
  'office.identification': IdentificationBody,
  'office.account.identification': IdentificationBody,
};
