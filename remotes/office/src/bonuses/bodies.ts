import type { PageBodies } from '../page-body';
import { BonusesBody } from './bonuses-body';
import { DepositOffersBody } from './deposit-offers-body';
import { PromoCheckBody } from './promo-check-body';
import { PromoHistoryBody } from './promo-history-body';
import { WagerBody } from './wager-body';

/** Page bodies of the bonuses and promo codes, by route name. */
export const BONUS_BODIES: PageBodies = {
  'office.bonuses': BonusesBody,
  'office.bonuses.deposit': DepositOffersBody,
  'office.bonuses.wager': WagerBody,
  'office.promo-code-check': PromoCheckBody,
  'office.promo-code-history': PromoHistoryBody,
};
