import type { CashOutOffer, CashOutSale } from '@betfront/contract/cash-out';
import { BET_STATUS, cashOutShare, cashOutValue, isSettledStatus, type BetStatusId } from '@betfront/coupon';
import { quoteInput } from '../betting/quote-coupon';
import type { Queryable } from '../db/database';
import { MARGIN } from '../sportsbook/pricing/game-markets';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import type { CashOutSettings } from './cash-out-settings';
import { fromCents, toCents } from './cents';
import type { AutoSaleRule } from './auto-sale-repository';
import { additionOffer } from './addition-rules';
import { partView, stakesOf } from './coupon-parts';
import type { SaleCoupon } from './sale-repository';
import { isSellable, nothingToSell, whyNot, type LegOffer } from './why-not';

const isOpen = (leg: SaleCoupon['bets'][number]) => !isSettledStatus(leg.statusId as BetStatusId);

/** How the open bets of the coupons are offered now, read in `reader` (the sale's transaction, if any). */
export async function readLegOffers(
  reader: Queryable,
  sportsbook: SportsbookService,
  coupons: readonly SaleCoupon[],
): Promise<Map<string, LegOffer>> {
  const ids = [...new Set(coupons.flatMap((coupon) => coupon.bets.filter(isOpen).map((leg) => leg.selectionId)))];
  const found = await sportsbook.selections(ids, 'en', reader);
  const offers = new Map<string, LegOffer>();
  for (const [id, quote] of found) {
    const { game } = quote;
    const isLive = game.status === 'live';
    if (game.status === 'finished') offers.set(id, { state: 'suspended', isLive: false });
    else if (!('selection' in quote)) offers.set(id, { state: isLive ? 'not_in_play' : 'suspended', isLive });
    else if (quote.selection.coef === null || game.isSuspended) offers.set(id, { state: 'suspended', isLive });
    else offers.set(id, { state: 'priced', coef: quote.selection.coef, isLive });
  }
  return offers;
}

/** The sell-back value of one stake of the coupon at its coefs, from the current prices of its open bets. */
function stakeValue(
  coupon: SaleCoupon,
  stake: { amount: string; bets: SaleCoupon['bets'] },
  offers: ReadonlyMap<string, LegOffer>,
  settings: CashOutSettings,
): bigint {
  const input = quoteInput({
    ...coupon,
    amount: stake.amount,
    bets: stake.bets.map((leg) => ({
      id: leg.selectionId,
      coef: leg.coef,
      isBanker: leg.isBanker,
      blockId: leg.blockId ?? undefined,
    })),
  });
  const bets = input.bets.map((bet, i) => {
    const leg = coupon.bets[i] as SaleCoupon['bets'][number];
    if (!isOpen(leg)) return { ...bet, statusId: leg.statusId };
    const offer = offers.get(leg.selectionId);
    return { ...bet, statusId: BET_STATUS.notCalculated, currentCoef: offer?.state === 'priced' ? offer.coef : '' };
  });
  const { value } = cashOutValue({ ...input, bets, bookmakerMargin: MARGIN, cashOutMargin: settings.margin });
  return toCents(value);
}

/** The sell-back value of the whole coupon: of each of its stakes (as placed, then added) at its own coefs. */
function wholeValue(coupon: SaleCoupon, offers: ReadonlyMap<string, LegOffer>, settings: CashOutSettings): string {
  return fromCents(stakesOf(coupon).reduce((sum, stake) => sum + stakeValue(coupon, stake, offers, settings), 0n));
}

/**
 * A coupon's offer: what the stake still in play sells for now (the whole coupon's value scaled to it), or why
 * it cannot be sold, with the sales made so far, the stakes added and whether another can be added now.
 */
export function cashOutOffer(
  coupon: SaleCoupon,
  offers: ReadonlyMap<string, LegOffer>,
  settings: CashOutSettings,
  sales: readonly CashOutSale[],
  autoSales: readonly AutoSaleRule[] = [],
): CashOutOffer {
  const autoSale = autoSales.find((rule) => rule.couponId === coupon.id);
  const liveStake = fromCents(toCents(coupon.totalStake) - toCents(coupon.soldStake));
  let answer = whyNot(coupon, offers, settings);
  let value: string | null = null;
  if (isSellable(answer)) {
    const live = cashOutShare(wholeValue(coupon, offers, settings), liveStake, coupon.totalStake);
    if (toCents(live) === 0n) answer = nothingToSell(coupon, answer);
    else value = live;
  }
  return {
    couponId: coupon.id,
    currencyIso: coupon.currencyIso,
    value,
    liveStake,
    livePossibleWin: cashOutShare(coupon.possibleWin, liveStake, coupon.totalStake),
    soldStake: coupon.soldStake,
    cashedOut: coupon.cashedOut,
    maxSaleValue: settings.maxSaleValue,
    reasons: answer.reasons,
    legs: answer.legs,
    sales: sales.filter((sale) => sale.couponId === coupon.id),
    autoSale: autoSale ? { value: autoSale.targetValue, stakePart: autoSale.stakePart } : null,
    parts: coupon.parts.map(partView),
    addition: additionOffer(coupon, offers),
  };
}
