import { browserApi } from '@betfront/api-client';
import {
  depositAnswerSchema,
  paymentAnswerSchema,
  paymentMethodsAnswerSchema,
  paymentsAnswerSchema,
} from '@betfront/contract/payments';
import type {
  DepositAnswer,
  Payment,
  PaymentDirection,
  PaymentMethodsAnswer,
  PaymentRequestBody,
  PaymentsAnswer,
  PaymentStatus,
} from '@betfront/contract/payments';

export const loadPaymentMethods = (direction: PaymentDirection, signal: AbortSignal): Promise<PaymentMethodsAnswer> =>
  browserApi().request(paymentMethodsAnswerSchema, {
    method: 'GET',
    path: '/web-api/payments/methods',
    query: { direction },
    signal,
  });

export const createDeposit = (body: PaymentRequestBody): Promise<DepositAnswer> =>
  browserApi().request(depositAnswerSchema, { method: 'POST', path: '/web-api/payments/deposits', body });

export async function requestWithdrawal(body: PaymentRequestBody): Promise<Payment> {
  const answer = await browserApi().request(paymentAnswerSchema, {
    method: 'POST',
    path: '/web-api/payments/withdrawals',
    body,
  });
  return answer.payment;
}

export async function cancelWithdrawal(id: string): Promise<Payment> {
  const answer = await browserApi().request(paymentAnswerSchema, {
    method: 'POST',
    path: `/web-api/payments/withdrawals/${id}/cancel`,
  });
  return answer.payment;
}

export async function loadPayment(id: string, signal?: AbortSignal): Promise<Payment> {
  const answer = await browserApi().request(paymentAnswerSchema, {
    method: 'GET',
    path: `/web-api/payments/${id}`,
    signal,
  });
  return answer.payment;
}

export interface PaymentsFilter {
  direction?: PaymentDirection;
  status?: PaymentStatus;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}

export const loadPayments = (filter: PaymentsFilter, signal: AbortSignal): Promise<PaymentsAnswer> =>
  browserApi().request(paymentsAnswerSchema, {
    method: 'GET',
    path: '/web-api/payments',
    query: {
      direction: filter.direction,
      status: filter.status,
      from: filter.from,
      to: filter.to,
      page: filter.page,
      limit: filter.limit,
    },
    signal,
  });
