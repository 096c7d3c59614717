import { COUPON_TYPE, betLockReason, coefInView } from '@betfront/coupon';
import type { BetLockReason, CouponBet, CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import { AmountInput } from './amount-input';
import { BetGameState } from './bet-game-state';
import styles from './coupon.module.css';
import { gameSides, pickName } from './pick-name';

interface BetRowProps {
  bet: CouponBet;
  state: CouponState;
  store: CouponStore;
  t: Translate;
  /** The odds format the coefs are shown in. */
  coefViewId: number;
}

const LOCK_REASON_TEXT: Readonly<Record<BetLockReason, string>> = {
  blocked: 'coupon.bet.blocked',
  dependent: 'coupon.bet.dependent',
  bannedExpress: 'coupon.bet.banned_express',
};

function coefClass(bet: CouponBet): string | undefined {
  if (bet.confirmedCoef === undefined) return styles.coef;
  return Number(bet.market.coef) > Number(bet.confirmedCoef) ? styles.coefUp : styles.coefDown;
}

/**
 * One selection of the coupon, named by its outcome ("Osasuna", "Over 2.5") over its market and game, with its
 * coef and what the coupon's type lets the player set on it.
 */
export function BetRow({ bet, state, store, t, coefViewId }: BetRowProps) {
  const sides = gameSides(bet.game);
  const pick = pickName(bet.id, sides, t);
  const name = `${pick.outcome} · ${sides.home} — ${sides.away}`;
  const blockIds = [...new Set(state.bets.map((item) => item.blockId))];
  const nextBlockId = Math.max(...blockIds) + 1;
  const lockReason = betLockReason(bet);
  return (
    <li className={lockReason === null ? styles.bet : styles.betLocked} data-coupon-bet-id={bet.id}>
      <span className={styles.betName}>{pick.outcome}</span>
      <span className={coefClass(bet)}>
        {bet.confirmedCoef !== undefined && (
          <span className={styles.betMeta}>
            <s>{coefInView(bet.confirmedCoef, coefViewId)}</s>{' '}
          </span>
        )}
        {coefInView(bet.market.coef, coefViewId)}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('coupon.bet.remove', { name })}
        onClick={() => store.dispatch({ type: 'removeBet', betId: bet.id })}
      >
        ×
      </button>
      <span className={styles.betMarket}>{pick.market}</span>
      <span className={styles.betMeta}>
        {sides.home} — {sides.away}
      </span>
      <BetGameState bet={bet} t={t} />
      {lockReason !== null && (
        <span className={styles.lockReason} role="status">
          {t(LOCK_REASON_TEXT[lockReason])}
        </span>
      )}
      {state.typeId === COUPON_TYPE.system && (
        <label className={styles.betExtra}>
          <input
            type="checkbox"
            checked={bet.isBanker}
            disabled={bet.isDisabledBanker && !bet.isBanker}
            onChange={() => store.dispatch({ type: 'toggleBanker', betId: bet.id })}
          />
          {t('coupon.bet.banker')}
        </label>
      )}
      {state.typeId === COUPON_TYPE.conditional && (
        <label className={styles.betExtra}>
          {t('coupon.bet.block')}
          <select
            className={styles.select}
            value={bet.blockId}
            onChange={(event) =>
              store.dispatch({ type: 'setBetBlock', betId: bet.id, blockId: Number(event.target.value) })
            }
          >
            {[...blockIds, nextBlockId].map((blockId) => (
              <option key={blockId} value={blockId}>
                {t('coupon.block.name', { number: blockId + 1 })}
              </option>
            ))}
          </select>
        </label>
      )}
      {state.typeId === COUPON_TYPE.manySingles && (
        <div className={styles.betExtra}>
          <AmountInput
            label={t('coupon.bet.amount', { name })}
            value={state.amountByBetId[bet.id] ?? state.amount}
            onValue={(amount) => store.dispatch({ type: 'setBetAmount', betId: bet.id, amount })}
          />
        </div>
      )}
    </li>
  );
}
