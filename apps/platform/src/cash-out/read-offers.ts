import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Queryable } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { cashOutOffer, readLegOffers } from './cash-out-offers';
import { readCashOutSettings } from './cash-out-settings';
import { findWaitingAutoSales } from './auto-sale-repository';
import { findSaleCoupons, findSales, type SaleCoupon } from './sale-repository';

/** The offers of the player's coupons among the ids (others are left out), priced in one pass. */
export async function readOffers(
  reader: Queryable,
  sportsbook: SportsbookService,
  userId: number,
  couponIds: readonly number[],
  lockedCoupons?: readonly SaleCoupon[],
): Promise<CashOutOffer[]> {
  const coupons = lockedCoupons ?? (await findSaleCoupons(reader, userId, couponIds));
  const ids = coupons.map((coupon) => coupon.id);
  const [settings, sales, offers, autoSales] = await Promise.all([
    readCashOutSettings(reader),
    findSales(reader, ids),
    readLegOffers(reader, sportsbook, coupons),
    findWaitingAutoSales(reader, ids),
  ]);
  return coupons.map((coupon) => cashOutOffer(coupon, offers, settings, sales, autoSales));
}
