import type { CashbackClaim, CashbackClaimAnswer, CashbackProgramme } from '@betfront/contract/casino-events';
import type { Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { creditPlayer } from '../../ledger/player-movements';
import { readAccountBalance } from '../wallet/wallet-balance';
import { passMoneyGate } from '../../money-gate/money-gate';
import { findMainAccount, readPeriod, readProgramme } from './cashback-periods';
import { toCents } from '../../cash-out/cents';

const CLAIM_COLUMNS = `to_char(k.period_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "periodStart",
  k.net_loss::text as "netLoss", k.level, k.rate::text as rate, k.amount::text as amount, c.iso as "currencyIso",
  to_char(k.claimed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "claimedAt"`;

const CLAIM_FROM = `casino_cashback_claims k join accounts a on a.id = k.account_id
  join currencies c on c.id = a.currency_id`;

/** The player's claims of the programme, newest first. */
export function listClaims(db: Queryable, userId: number, programme: CashbackProgramme): Promise<CashbackClaim[]> {
  return db.query<CashbackClaim>(
    `select ${CLAIM_COLUMNS} from ${CLAIM_FROM} where k.user_id = $1 and k.programme_id = $2
     order by k.period_start desc limit 30`,
    [userId, programme],
  );
}

async function findClaim(tx: Queryable, userId: number, programme: CashbackProgramme, periodStart: string) {
  const [claim] = await tx.query<CashbackClaim>(
    `select ${CLAIM_COLUMNS} from ${CLAIM_FROM}
     where k.user_id = $1 and k.programme_id = $2 and k.period_start = $3`,
    [userId, programme, periodStart],
  );
  return claim ?? null;
}

/**
 * Pays the cashback of the programme's last finished period, once: the claim row's key (player, programme,
 * period) lets one claim through in any process, and its `cashback` entry (`cashback:{programme}:{period}:{user}`)
 * is written with it. Claiming again answers the same claim and pays nothing. Refused while the period may not be
 * claimed (`cashback_claim_closed`) or its cashback is below the programme's minimum (`cashback_nothing_to_claim`).
 */
export async function claimCashback(
  tx: Queryable,
  request: { userId: number; programme: CashbackProgramme; countryCode: string | null },
): Promise<CashbackClaimAnswer> {
  const { userId } = request;
  const account = await findMainAccount(tx, userId);
  const programme = await readProgramme(tx, request.programme, account.currencyIso);
  const period = await readPeriod(tx, programme, account.id, 1);
  const earlier = await findClaim(tx, userId, programme.id, period.startsAt);
  if (earlier) return { claim: earlier, balance: (await readAccountBalance(tx, account.id)).balance };
  if (!period.isClaimOpen) throw new HttpError(409, 'cashback_claim_closed', 'The period may no longer be claimed');
  if (toCents(period.amount) < toCents(programme.minAmount) || toCents(period.amount) === 0n) {
    throw new HttpError(409, 'cashback_nothing_to_claim', 'There is no cashback to claim for the last period');
  }
  await passMoneyGate(tx, {
    userId,
    accountId: account.id,
    purpose: 'bonus',
    countryCode: request.countryCode,
    amount: period.amount,
  });
  const inserted = await tx.query(
    `insert into casino_cashback_claims (user_id, programme_id, period_start, account_id, net_loss, level, rate, amount)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning 1`,
    [userId, programme.id, period.startsAt, account.id, period.netLoss, period.level, period.rate, period.amount],
  );
  if (inserted.length > 0) {
    await creditPlayer(tx, {
      kind: 'cashback',
      reference: `cashback:${programme.id}:${period.startsAt}:${userId}`,
      userId,
      accountId: account.id,
      amount: period.amount,
      house: programme.source === 'sport' ? 'bets' : 'casino',
      note: `${programme.id} cashback of ${period.startsAt}`,
    });
  }
  const claim = await findClaim(tx, userId, programme.id, period.startsAt);
  if (!claim) throw new Error('The cashback claim was not written');
  return { claim, balance: (await readAccountBalance(tx, account.id)).balance };
}
