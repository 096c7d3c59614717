import { CASH_OUT_EVENT, cashOutOffersAnswerSchema, type CashOutOffer } from '@betfront/contract/cash-out';

/**
 * Follows the sale values of the coupons as the platform pushes them (server-sent events): all of them first,
 * then those that change. The browser reconnects by itself after a break and gets all of them again. Answers
 * the call that stops following.
 */
export function followCashOutOffers(
  couponIds: readonly number[],
  onOffers: (offers: readonly CashOutOffer[]) => void,
): () => void {
  const source = new EventSource(`/web-api/cash-out/stream?couponIds=${couponIds.join(',')}`);
  source.addEventListener(CASH_OUT_EVENT, (event) => {
    try {
      const parsed = cashOutOffersAnswerSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
      if (parsed.success) onOffers(parsed.data.offers);
    } catch {
      // A malformed event is skipped; the next move sends the offer again.
    }
  });
  return () => source.close();
}
