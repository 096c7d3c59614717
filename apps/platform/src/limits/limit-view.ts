import type { ClientLimit } from '@betfront/contract/limits';
import type { Queryable } from '../db/database';
import type { LimitDefinition } from './limit-catalogue';
import { sessionLimitSeconds } from './limit-clock';
import { isExclusion, LIMIT_CATALOGUE } from './limit-catalogue';
import type { LimitRow } from './limit-repository';
import { readOpenLimits } from './limit-repository';
import type { LimitTexts } from './limit-texts';
import { optionsMap } from './limit-texts';
import { mainCurrency, moneyUsageSince } from './money-usage';
import type { MoneyUsage } from './money-usage';
import { usedSecondsToday } from './session-time';

const USAGE_OF: Partial<Record<LimitDefinition['kind'], keyof MoneyUsage>> = {
  deposit: 'deposits',
  wagering: 'stakes',
  loss: 'netLoss',
};

/** What is left of an active limit now: an amount, seconds of play today, or seconds until an exclusion ends. */
async function limitBalance(
  tx: Queryable,
  userId: number,
  definition: LimitDefinition,
  limit: LimitRow,
  now: number,
): Promise<number | null> {
  const usageKey = USAGE_OF[definition.kind];
  if (usageKey && definition.windowSeconds && limit.value !== null) {
    const currencyIso = await mainCurrency(tx, userId);
    if (!currencyIso) return null;
    const usage = await moneyUsageSince(tx, { userId, currencyIso, since: now - definition.windowSeconds });
    const rows = await tx.query<{ left: string }>(
      'select greatest($1::numeric - greatest($2::numeric, 0), 0)::numeric(20, 2)::text as left',
      [limit.value, usage[usageKey]],
    );
    return rows[0] ? Number(rows[0].left) : null;
  }
  if (definition.kind === 'session' && limit.value !== null) {
    return Math.max(
      0,
      (await sessionLimitSeconds(tx, Number(limit.value))) - (await usedSecondsToday(tx, userId, now)),
    );
  }
  if (isExclusion(definition) && limit.endsAt !== null) return Math.max(0, limit.endsAt - now);
  return null;
}

function item(
  definition: LimitDefinition,
  texts: LimitTexts,
  fields: Pick<ClientLimit, 'limitValue' | 'limitBalance' | 'limitState' | 'needApprove' | 'startedAt' | 'endsAt'>,
): ClientLimit {
  return {
    limitType: definition.type,
    ...fields,
    measure: definition.measure,
    label: texts.text(`responsible.type.${definition.type}`),
    optionsMap: optionsMap(definition, texts),
    availableValues: definition.availableValues ? [...definition.availableValues] : null,
    type: definition.kind,
  };
}

/** A pending removal shows the type's "no limit" value. */
function shownValue(definition: LimitDefinition, limit: LimitRow): number | null {
  if (limit.value !== null) return Number(limit.value);
  return definition.noLimitValue ?? null;
}

/**
 * Every limit type of the catalogue for the player: its ACTIVE value with what is left, or INACTIVE when none is
 * set, followed by its PENDING change (needApprove once the cooling-off is over).
 */
export async function presentLimits(
  tx: Queryable,
  userId: number,
  now: number,
  texts: LimitTexts,
): Promise<ClientLimit[]> {
  const open = await readOpenLimits(tx, userId, now);
  const items: ClientLimit[] = [];
  for (const definition of LIMIT_CATALOGUE) {
    const active = open.find((limit) => limit.limitType === definition.type && limit.state === 'ACTIVE');
    const pending = open.find((limit) => limit.limitType === definition.type && limit.state === 'PENDING');
    items.push(
      item(definition, texts, {
        limitValue: active ? shownValue(definition, active) : null,
        limitBalance: active ? await limitBalance(tx, userId, definition, active, now) : null,
        limitState: active ? 'ACTIVE' : 'INACTIVE',
        needApprove: false,
        startedAt: active ? Math.floor(active.startedAt) : null,
        endsAt: active?.endsAt ? Math.floor(active.endsAt) : null,
      }),
    );
    if (pending) {
      items.push(
        item(definition, texts, {
          limitValue: shownValue(definition, pending),
          limitBalance: null,
          limitState: 'PENDING',
          needApprove: pending.startedAt <= now,
          startedAt: Math.floor(pending.startedAt),
          endsAt: pending.endsAt ? Math.floor(pending.endsAt) : null,
        }),
      );
    }
  }
  return items;
}
