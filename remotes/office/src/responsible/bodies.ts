import type { PageBodies } from '../page-body';
import { ResponsibleBody } from './responsible-body';

/** Page bodies of responsible gaming, by route name. */
export const RESPONSIBLE_BODIES: PageBodies = {
  'office.responsible': ResponsibleBody,
};
