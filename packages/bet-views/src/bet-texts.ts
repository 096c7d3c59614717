import type { PlacedBet, PlacedCoupon } from '@betfront/contract/bets';
import type { Translate } from '@betfront/remote-kit';

const SYSTEM_TYPE_ID = 2;

/** A coupon's type as the player reads it: "Express", or "System 2/3" with its system value and selections. */
export function couponTypeLabel(t: Translate, coupon: Pick<PlacedCoupon, 'typeId' | 'systemValue' | 'bets'>): string {
  if (coupon.typeId === SYSTEM_TYPE_ID && coupon.systemValue !== null) {
    return t('bets.type.system_of', { value: coupon.systemValue, count: coupon.bets.length });
  }
  return t(`bets.type.${coupon.typeId}`);
}

/** The label of a bet status id of the spec (-2 not calculated … 6 half lose half win). */
export function betStatusLabel(t: Translate, statusId: number): string {
  return t(`bets.status.${statusId}`);
}

/** How a status reads at a glance: open, won, lost or (partly) returned. */
export function betStatusTone(statusId: number): 'open' | 'won' | 'lost' | 'returned' {
  if (statusId < 0) return 'open';
  if (statusId === 1 || statusId === 4 || statusId === 6) return 'won';
  if (statusId === 0) return 'lost';
  return 'returned';
}

type BetSubject = Pick<PlacedBet, 'home' | 'away' | 'period' | 'kind' | 'code' | 'param'>;

/** The sides of a bet's game, "Arsenal — Chelsea"; a race names only the horse picked. */
export const sidesLabel = (bet: Pick<PlacedBet, 'home' | 'away'>): string =>
  bet.away === '' ? bet.home : `${bet.home} — ${bet.away}`;

export function marketLabel(t: Translate, bet: BetSubject): string {
  const market = t(`bets.market.${bet.kind}`, { home: bet.home, away: bet.away });
  if (bet.period === 'game') return market;
  return t('bets.market.with_period', { market, period: t(`bets.period.${bet.period}`) });
}

const PICK_KEYS: Readonly<Record<string, string>> = {
  X: 'draw',
  '1X': 'home_or_draw',
  '12': 'home_or_away',
  X2: 'draw_or_away',
  over: 'over',
  under: 'under',
  yes: 'yes',
  no: 'no',
  odd: 'odd',
  even: 'even',
  other: 'other',
};

const signed = (value: number): string => (value > 0 ? `+${value}` : String(value));

/** The selection as a player reads it, e.g. "Over 2.5" or "Arsenal (-1.5)". */
export function pickLabel(t: Translate, bet: BetSubject): string {
  if (bet.kind === 'race-winner' || bet.kind === 'race-place') return t('bets.pick.runner', { runner: bet.code });
  const param = bet.param ?? '';
  if (bet.kind === 'handicap') {
    const vars = { home: bet.home, away: bet.away, param: bet.param === null ? '' : signed(bet.param) };
    return t(bet.code === '1' ? 'bets.pick.handicap_home' : 'bets.pick.handicap_away', vars);
  }
  const vars = { home: bet.home, away: bet.away, param };
  if (bet.code === '1') return t('bets.pick.home', vars);
  if (bet.code === '2') return t('bets.pick.away', vars);
  const key = PICK_KEYS[bet.code];
  return key ? t(`bets.pick.${key}`, vars) : t('bets.pick.score', { score: bet.code });
}
