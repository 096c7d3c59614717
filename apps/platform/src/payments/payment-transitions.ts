import type { PaymentDirection, PaymentStatus } from '@betfront/contract/payments';
import type { ProviderEvent } from './payment-provider';

export type TransitionEffect = 'credit_deposit' | 'pay_withdrawal' | 'release_withdrawal' | null;

export interface Transition {
  status: PaymentStatus;
  effect: TransitionEffect;
}

const DEPOSIT_OUTCOMES: Partial<Record<ProviderEvent['status'], Transition>> = {
  pending: { status: 'pending', effect: null },
  approved: { status: 'completed', effect: 'credit_deposit' },
  declined: { status: 'declined', effect: null },
  cancelled: { status: 'cancelled', effect: null },
};

const PAYOUT_OUTCOMES: Partial<Record<ProviderEvent['status'], Transition>> = {
  paid: { status: 'completed', effect: 'pay_withdrawal' },
  declined: { status: 'declined', effect: 'release_withdrawal' },
};

/**
 * What a provider's event does to a payment, or null when it does nothing: states only move forward, so an
 * event arriving late (a "pending" after the "approved") or again after the end changes nothing.
 */
export function transitionOf(
  direction: PaymentDirection,
  current: PaymentStatus,
  event: ProviderEvent['status'],
): Transition | null {
  if (direction === 'deposit') {
    if (current !== 'created' && current !== 'pending') return null;
    const next = DEPOSIT_OUTCOMES[event];
    return next && next.status !== current ? next : null;
  }
  return current === 'approved' ? (PAYOUT_OUTCOMES[event] ?? null) : null;
}
