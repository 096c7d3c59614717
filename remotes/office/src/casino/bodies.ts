import type { PageBodies } from '../page-body';
import { PremiumCashbackBody, VipCashbackBody } from './cashback-body';
import { CasinoMailBody } from './casino-mail-body';
import { CasinoRoundsBody } from './casino-rounds-body';

/** Page bodies of the casino history and cashback, by route name. */
export const CASINO_BODIES: PageBodies = {
  'office.casino': CasinoRoundsBody,
  'office.history-casino-mail': CasinoMailBody,
  'office.casino.vipcashback': VipCashbackBody,
  'office.casino.premiumcashback': PremiumCashbackBody,
};
