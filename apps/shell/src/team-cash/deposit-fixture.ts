import type { Payment } from '@betfront/contract/payments';

/** A deposit of the player's payments list, for the notice's tests. */
export const depositOf = (id: number, status: Payment['status']): Payment => ({
  id: String(id),
  direction: 'deposit',
  status,
  methodCode: 'card',
  methodKind: null,
  accountId: 1,
  currencyIso: 'RUB',
  amount: '100.00',
  fee: '0.00',
  netAmount: '100.00',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
});
