import { coefInView } from '@betfront/coupon';
import type { CouponBet } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import { VISUALLY_HIDDEN_CLASS } from '@betfront/ui';
import { useEffect, useState } from 'react';
import type { CouponStore } from '../engine/coupon-store';
import { gameSides, pickName } from './pick-name';

const coefsById = (bets: readonly CouponBet[]): ReadonlyMap<string, string> =>
  new Map(bets.map((bet) => [bet.id, bet.market.coef]));

/** A sentence for each selection still in the coupon whose price moved since the coupon last changed. */
export function coefChangeSentences(
  before: ReadonlyMap<string, string>,
  bets: readonly CouponBet[],
  t: Translate,
  coefViewId: number,
): string[] {
  return bets.flatMap((bet) => {
    const from = before.get(bet.id);
    const to = bet.market.coef;
    if (from === undefined || from === to) return [];
    const key = Number(to) > Number(from) ? 'coupon.announce.coef_up' : 'coupon.announce.coef_down';
    const sides = gameSides(bet.game);
    const pick = pickName(bet.id, sides, t);
    const name = `${sides.home} — ${sides.away}`;
    return [
      t(key, {
        name,
        selection: `${pick.market}: ${pick.outcome}`,
        from: coefInView(from, coefViewId),
        to: coefInView(to, coefViewId),
      }),
    ];
  });
}

/**
 * Tells a screen reader, without interrupting it, when the price of a selection in the coupon moves. Only the
 * coupon's selections: every price on a live page moves too often to be read out.
 */
export function CoefAnnouncer({ store, t, coefViewId }: { store: CouponStore; t: Translate; coefViewId: number }) {
  const [message, setMessage] = useState('');
  useEffect(() => {
    let before = coefsById(store.getState().bets);
    return store.subscribe(() => {
      const { bets } = store.getState();
      const sentences = coefChangeSentences(before, bets, t, coefViewId);
      before = coefsById(bets);
      if (sentences.length > 0) setMessage(sentences.join(' '));
    });
  }, [store, t, coefViewId]);
  return (
    <div className={VISUALLY_HIDDEN_CLASS} aria-live="polite" aria-atomic="true">
      {message}
    </div>
  );
}
