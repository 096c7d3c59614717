import type { CashOutOffer } from '@betfront/contract/cash-out';
import type { Queryable } from '../db/database';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { cashOutOffer, readLegOffers } from './cash-out-offers';
import { readCashOutSettings } from './cash-out-settings';
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
  const [settings, sales, offers] = await Promise.all([
    readCashOutSettings(reader),
    findSales(
      reader,
      coupons.map((coupon) => coupon.id),
    ),
    readLegOffers(reader, sportsbook, coupons),
  ]);
  return coupons.map((coupon) => cashOutOffer(coupon, offers, settings, sales));
}
