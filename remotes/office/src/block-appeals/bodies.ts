import type { PageBodies } from '../page-body';
import { BlockAppealsBody } from './block-appeals-body';

export const BLOCK_APPEAL_BODIES: PageBodies = {
  'block-appeal-history': BlockAppealsBody,
};
