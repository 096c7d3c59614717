import { COUPON_TYPE, betLockReason } from '@betfront/coupon';
import type { BetLockReason, CouponBet, CouponState } from '@betfront/coupon';
import type { Translate } from '@betfront/remote-kit';
import type { CouponStore } from '../engine/coupon-store';
import { AmountInput } from './amount-input';
import styles from './coupon.module.css';
import { selectionLabel } from './selection-label';

interface BetRowProps {
  bet: CouponBet;
  state: CouponState;
  store: CouponStore;
  t: Translate;
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

/** One selection of the coupon with what its type lets the player set on it. */
export function BetRow({ bet, state, store, t }: BetRowProps) {
  const name = bet.market.gameName ?? bet.game.id;
  const blockIds = [...new Set(state.bets.map((item) => item.blockId))];
  const nextBlockId = Math.max(...blockIds) + 1;
  const lockReason = betLockReason(bet);
  return (
    <li className={lockReason === null ? styles.bet : styles.betLocked} data-coupon-bet-id={bet.id}>
      <span className={styles.betName}>{name}</span>
      <span className={coefClass(bet)}>
        {bet.confirmedCoef !== undefined && (
          <span className={styles.betMeta}>
            <s>{bet.confirmedCoef}</s>{' '}
          </span>
        )}
        {bet.market.coef}
      </span>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('coupon.bet.remove', { name })}
        onClick={() => store.dispatch({ type: 'removeBet', betId: bet.id })}
      >
        ×
      </button>
      <span className={styles.betMeta}>{selectionLabel(bet.id, t)}</span>
      {bet.market.champName !== undefined && <span className={styles.betMeta}>{bet.market.champName}</span>}
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
