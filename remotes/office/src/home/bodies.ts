import type { PageBodies } from '../page-body';
import { OfficeHome } from './office-home';

/** The office's home page, by route name. */
export const HOME_BODIES: PageBodies = { 'office.menu': OfficeHome };
