/** The limit types of the catalogue and what each one limits. */
export const WAGERING_TYPES = [1, 2, 3] as const;
export const LOSS_TYPES = [10, 11, 12] as const;
export const DEPOSIT_TYPES = [20, 21, 22] as const;
export const SELF_EXCLUSION = 30;
export const SESSION_LIMIT = 31;
export const REALITY_CHECK = 32;
export const TIME_OUT = 33;

export const LIMIT_TYPES = [
  ...WAGERING_TYPES,
  ...LOSS_TYPES,
  ...DEPOSIT_TYPES,
  SELF_EXCLUSION,
  SESSION_LIMIT,
  REALITY_CHECK,
  TIME_OUT,
] as const;
export type LimitType = (typeof LIMIT_TYPES)[number];

/** The amount that means "no limit" for the money limits; -1 means it for the session and reality check. */
export const NO_MONEY_LIMIT = 999999999;
export const NO_TIME_LIMIT = -1;

export type LimitKind = 'wagering' | 'loss' | 'deposit' | 'selfExclusion' | 'session' | 'realityCheck' | 'timeOut';
export type Measure = 'money' | 'hours' | 'minutes' | 'days';

const DAY_SECONDS = 86400;

export interface LimitDefinition {
  type: LimitType;
  kind: LimitKind;
  measure: Measure;
  /** The rolling window a money limit counts over, in seconds. */
  windowSeconds?: number;
  /** The values a player may choose; null: any amount from 1 up to NO_MONEY_LIMIT. */
  availableValues: readonly number[] | null;
  /** The value meaning "no limit", when the type can be lifted. */
  noLimitValue?: number;
}

const WINDOWS = [DAY_SECONDS, 7 * DAY_SECONDS, 30 * DAY_SECONDS] as const;

function moneyLimits(types: readonly LimitType[], kind: LimitKind): LimitDefinition[] {
  return types.map((type, index) => ({
    type,
    kind,
    measure: 'money',
    windowSeconds: WINDOWS[index],
    availableValues: null,
    noLimitValue: NO_MONEY_LIMIT,
  }));
}

export const LIMIT_CATALOGUE: readonly LimitDefinition[] = [
  ...moneyLimits(WAGERING_TYPES, 'wagering'),
  ...moneyLimits(LOSS_TYPES, 'loss'),
  ...moneyLimits(DEPOSIT_TYPES, 'deposit'),
  {
    type: SELF_EXCLUSION,
    kind: 'selfExclusion',
    measure: 'days',
    availableValues: [1, 7, 30, 90, 180, 365, 730, 1095, 1825],
  },
  {
    type: SESSION_LIMIT,
    kind: 'session',
    measure: 'hours',
    availableValues: Array.from({ length: 24 }, (_, index) => index + 1),
    noLimitValue: NO_TIME_LIMIT,
  },
  {
    type: REALITY_CHECK,
    kind: 'realityCheck',
    measure: 'minutes',
    availableValues: [5, 10, 15, 30, 45, 60],
    noLimitValue: NO_TIME_LIMIT,
  },
  { type: TIME_OUT, kind: 'timeOut', measure: 'days', availableValues: [1, 7, 30] },
];

export function limitDefinition(type: number): LimitDefinition | undefined {
  return LIMIT_CATALOGUE.find((definition) => definition.type === type);
}

/** Self-exclusion and time-out: they keep the player from playing and cannot be cancelled or shortened. */
export function isExclusion(definition: LimitDefinition): boolean {
  return definition.kind === 'selfExclusion' || definition.kind === 'timeOut';
}

/** Whether the value is one the type accepts (its "no limit" value included). */
export function isValueInCatalogue(definition: LimitDefinition, value: number): boolean {
  if (value === definition.noLimitValue) return true;
  if (definition.availableValues) return definition.availableValues.includes(value);
  return value > 0 && value < NO_MONEY_LIMIT && Math.round(value * 100) === value * 100;
}
