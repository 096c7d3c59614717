import type { Payment } from '@betfront/contract/payments';
import { isFinalPaymentStatus } from '@betfront/contract/payments';

/** The return page that tells a payment's real state: the provider's redirect is only a hint. */
export function resultPathOf(payment: Pick<Payment, 'direction' | 'status'>): string {
  const prefix = payment.direction === 'withdrawal' ? 'onpay/withdraw' : 'onpay';
  switch (payment.status) {
    case 'completed':
      return `${prefix}/success`;
    case 'declined':
    case 'rejected':
      return `${prefix}/fail`;
    case 'cancelled':
      return `${prefix}/cancel`;
    default:
      return `${prefix}/pending`;
  }
}

/** While a payment is not final its page asks again this often. */
export const RESULT_REFRESH_MS = 3000;

export const isSettled = (payment: Pick<Payment, 'status'>): boolean => isFinalPaymentStatus(payment.status);
