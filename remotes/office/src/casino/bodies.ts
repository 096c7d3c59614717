import type { PageBodies } from '../page-body';
import { PremiumCashbackBody, SportCashbackBody, VipCashbackBody } from './cashback-body';
import { CasinoMailBody } from './casino-mail-body';
import { CasinoRoundsBody, SlotRoundsBody } from './casino-rounds-body';

/** Page bodies of the casino history and the cashback programmes (the sportsbook's too), by route name. */
export const CASINO_BODIES: PageBodies = {
  'office.casino': CasinoRoundsBody,
  'office.slots': SlotRoundsBody,
  'office.history-casino-mail': CasinoMailBody,
  'office.casino.vipcashback': VipCashbackBody,
  'office.casino.premiumcashback': PremiumCashbackBody,
  'office.cashback': SportCashbackBody,
};
