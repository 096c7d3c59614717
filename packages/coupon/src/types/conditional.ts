import { CouponError } from '../coupon-error';
import { ONE, ZERO, cutTo, divideDown, moneyDown, product, sum, type Dec } from '../decimal';
import type { Leg, NormalizedCoupon } from '../normalize-coupon';
import { nextBlockMaxAmount } from '../rules/block-max-amounts';
import type { CouponTypeRule } from './coupon-type-rule';
import { legFactors } from './express';

interface Block {
  readonly blockId: number | undefined;
  readonly legs: readonly Leg[];
  readonly coef: Dec;
  readonly stake: Dec;
}

/** Bets sharing a blockId form one block (an express); a bet without one is a block of its own. */
function blocksOf(coupon: NormalizedCoupon): Block[] {
  const legsByBlock = new Map<number | Leg, Leg[]>();
  for (const leg of coupon.legs) {
    const key = leg.blockId ?? leg;
    legsByBlock.set(key, [...(legsByBlock.get(key) ?? []), leg]);
  }
  return [...legsByBlock].map(([key, legs]) => {
    const blockId = typeof key === 'number' ? key : undefined;
    const ownStake = blockId === undefined ? undefined : coupon.amountByBlockId.get(String(blockId));
    return { blockId, legs, coef: product(legs.map((leg) => leg.coef)), stake: ownStake ?? coupon.amount };
  });
}

/**
 * The first block is staked its amount. Each next block is staked its own amount, or what the previous
 * block brought back if less (nothing after a lost block); the rest of what came back is kept.
 * The payout is what was kept plus what the last placed block brought back.
 */
function conditionalReturn(blocks: readonly { stake: Dec; factor: Dec }[]): Dec {
  let kept = ZERO;
  let available = blocks[0]?.stake ?? ZERO;
  for (const block of blocks) {
    const stake = available.lessThan(block.stake) ? available : block.stake;
    kept = kept.plus(available.minus(stake));
    available = stake.times(block.factor);
  }
  return kept.plus(available);
}

function allWinReturn(blocks: readonly Block[]): Dec {
  return conditionalReturn(blocks.map((block) => ({ stake: block.stake, factor: block.coef })));
}

export const conditionalRule: CouponTypeRule = {
  validate: (coupon) => {
    const blocks = blocksOf(coupon);
    if (blocks.length < 2) {
      throw new CouponError('WRONG_BETS_COUNT', `A conditional bet needs at least 2 blocks, got ${blocks.length}.`);
    }
    const keys = new Set(blocks.flatMap((block) => (block.blockId === undefined ? [] : [String(block.blockId)])));
    for (const key of coupon.amountByBlockId.keys()) {
      if (!keys.has(key))
        throw new CouponError('UNKNOWN_BLOCK_ID', `An amount is given for block ${key}, not in the coupon.`);
    }
    blocks.forEach((block, i) => {
      const previous = blocks[i - 1];
      if (previous === undefined) return;
      const max = nextBlockMaxAmount(previous.coef, previous.stake);
      if (block.stake.greaterThan(max)) {
        throw new CouponError(
          'BLOCK_AMOUNT_TOO_HIGH',
          `Block ${i + 1} is staked ${block.stake.toFixed(2)}, more than the previous block can bring back (${max.toFixed(2)}).`,
        );
      }
    });
  },
  quote: (coupon) => {
    const blocks = blocksOf(coupon);
    const first = blocks[0] as Block;
    const exactWin = allWinReturn(blocks);
    const sameStakes = blocks.every((block) => block.stake.equals(first.stake));
    return {
      // With equal stakes this is exact; otherwise it is the quotient possible win ÷ first stake, cut to 3 places.
      coef: sameStakes
        ? ONE.plus(sum(blocks.map((block) => block.coef.minus(ONE))))
        : cutTo(divideDown(exactWin, first.stake), 3),
      betsCount: blocks.length,
      totalStake: first.stake,
      possibleWin: moneyDown(exactWin),
    };
  },
  payout: (coupon) =>
    moneyDown(
      conditionalReturn(
        blocksOf(coupon).map((block) => ({ stake: block.stake, factor: product(legFactors(block.legs)) })),
      ),
    ),
};
