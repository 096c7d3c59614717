import type { Queryable } from '../db/database';
import type { MoneyPurpose } from '../money-gate/money-gate-rules';
import { DEPOSIT_TYPES, LOSS_TYPES, SESSION_LIMIT, SELF_EXCLUSION, TIME_OUT, WAGERING_TYPES } from './limit-catalogue';
import { limitDefinition } from './limit-catalogue';
import { limitNow, sessionLimitSeconds } from './limit-clock';
import { LimitRefusal } from './limit-refusal';
import type { LimitRow } from './limit-repository';
import { readOpenLimits } from './limit-repository';
import { accountCurrency, mainCurrency, moneyUsageSince } from './money-usage';
import type { MoneyUsage } from './money-usage';
import { usedSecondsToday } from './session-time';

export interface LimitGateRequest {
  userId: number;
  accountId: number;
  purpose: MoneyPurpose;
  amount?: string;
}

/** Purposes an exclusion or a spent session limit closes; money back to the player (withdrawal, sale back) stays open. */
const PLAY_PURPOSES: readonly MoneyPurpose[] = ['stake', 'casino', 'deposit', 'transfer', 'bonus'];

const MONEY_CHECKS: { purposes: readonly MoneyPurpose[]; types: readonly number[]; usage: keyof MoneyUsage }[] = [
  { purposes: ['deposit'], types: DEPOSIT_TYPES, usage: 'deposits' },
  { purposes: ['stake', 'casino'], types: WAGERING_TYPES, usage: 'stakes' },
  { purposes: ['stake', 'casino'], types: LOSS_TYPES, usage: 'netLoss' },
];

const EXCEEDED = {
  deposits: 'deposit_limit_exceeded',
  stakes: 'wagering_limit_exceeded',
  netLoss: 'loss_limit_exceeded',
} as const;

function refuseExclusion(active: LimitRow[]): void {
  const exclusion = active.find((limit) => limit.limitType === SELF_EXCLUSION || limit.limitType === TIME_OUT);
  if (!exclusion) return;
  const until = exclusion.endsAt === null ? 'for good' : `until ${new Date(exclusion.endsAt * 1000).toISOString()}`;
  if (exclusion.limitType === TIME_OUT) {
    throw new LimitRefusal(403, 'timed_out', `You are taking a time-out ${until}: money cannot move for play`);
  }
  throw new LimitRefusal(403, 'self_excluded', `You have excluded yourself ${until}: money cannot move for play`);
}

/** Refuses a new session (a login) once today's session limit is spent. */
export async function refuseSpentSessionLimit(tx: Queryable, userId: number): Promise<void> {
  const now = await limitNow(tx);
  const open = await readOpenLimits(tx, userId, now);
  await refuseSpentSession(
    tx,
    userId,
    open.filter((limit) => limit.state === 'ACTIVE'),
    now,
  );
}

async function refuseSpentSession(tx: Queryable, userId: number, active: LimitRow[], now: number): Promise<void> {
  const session = active.find((limit) => limit.limitType === SESSION_LIMIT);
  if (!session) return;
  if ((await usedSecondsToday(tx, userId, now)) >= (await sessionLimitSeconds(tx, Number(session.value)))) {
    throw new LimitRefusal(403, 'session_limit_ended', 'Your session limit for today has ended: visit tomorrow');
  }
}

/** What the limit leaves after the usage, and whether the amount crosses it: exact, in numeric. */
async function weigh(tx: Queryable, limit: string, used: string, amount: string) {
  const rows = await tx.query<{ left: string; crosses: boolean }>(
    `select greatest($1::numeric - greatest($2::numeric, 0), 0)::numeric(20, 2)::text as left,
       $1::numeric - greatest($2::numeric, 0) < $3::numeric as crosses`,
    [limit, used, amount],
  );
  const row = rows[0];
  if (!row) throw new Error('The limit could not be weighed');
  return row;
}

async function refuseCrossedMoneyLimits(
  tx: Queryable,
  request: LimitGateRequest & { amount: string },
  active: LimitRow[],
  now: number,
): Promise<void> {
  const checks = MONEY_CHECKS.filter((check) => check.purposes.includes(request.purpose));
  const limits = active.filter((limit) => checks.some((check) => check.types.includes(limit.limitType)));
  if (limits.length === 0) return;
  const [currency, moved] = await Promise.all([
    mainCurrency(tx, request.userId),
    accountCurrency(tx, request.accountId),
  ]);
  for (const limit of limits) {
    const check = checks.find((candidate) => candidate.types.includes(limit.limitType));
    const windowSeconds = limitDefinition(limit.limitType)?.windowSeconds;
    if (!check || !windowSeconds || !currency || limit.value === null) continue;
    const code = EXCEEDED[check.usage];
    if (moved !== currency) {
      throw new LimitRefusal(403, code, `Your limits are set in ${currency}: move money in ${currency} only`);
    }
    const usage = await moneyUsageSince(tx, {
      userId: request.userId,
      currencyIso: currency,
      since: now - windowSeconds,
    });
    const { left, crosses } = await weigh(tx, limit.value, usage[check.usage], request.amount);
    if (crosses) throw new LimitRefusal(403, code, `Your limit leaves ${left} ${currency}`, left);
  }
}

/**
 * Refuses, inside the movement's transaction, what the player's own limits forbid: any play while excluded,
 * timed out or past today's session limit, and a deposit or stake that would cross a money limit over its
 * rolling window. Money back to the player (a withdrawal, a sale back) always passes. Locks the player's limit rows, so two stakes of one player are
 * weighed one after the other.
 */
export async function passLimitGate(tx: Queryable, request: LimitGateRequest): Promise<void> {
  if (!PLAY_PURPOSES.includes(request.purpose)) return;
  const now = await limitNow(tx);
  const open = await readOpenLimits(tx, request.userId, now, { lock: true });
  const active = open.filter((limit) => limit.state === 'ACTIVE');
  if (active.length === 0) return;
  refuseExclusion(active);
  await refuseSpentSession(tx, request.userId, active, now);
  if (request.amount !== undefined)
    await refuseCrossedMoneyLimits(tx, { ...request, amount: request.amount }, active, now);
}
