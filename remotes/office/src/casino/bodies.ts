import type { PageBodies } from '../page-body';
import { CasinoMailBody } from './casino-mail-body';
import { CasinoRoundsBody } from './casino-rounds-body';

/** Page bodies of the casino history, by route name. */
export const CASINO_BODIES: PageBodies = {
  'office.casino': CasinoRoundsBody,
  'office.history-casino-mail': CasinoMailBody,
};
