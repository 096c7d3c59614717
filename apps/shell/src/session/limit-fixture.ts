import type { ClientLimit } from '@betfront/contract/limits';

/** A limit of the player's list as the limit service answers it, for the session tests. */
export const limitOf = (limitType: number, limitState: ClientLimit['limitState']): ClientLimit => ({
  limitType,
  limitValue: limitState === 'INACTIVE' ? null : 5,
  limitBalance: null,
  limitState,
  needApprove: false,
  startedAt: null,
  endsAt: null,
  measure: 'minutes',
  label: 'Reality check',
  optionsMap: {},
  availableValues: [5],
  type: 'realityCheck',
});
