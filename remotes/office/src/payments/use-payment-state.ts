import type { Payment } from '@betfront/contract/payments';
import { useQuery } from '@tanstack/react-query';
import { loadPayment } from './payments-api';
import { isSettled, RESULT_REFRESH_MS } from './result-page';

export interface PaymentState {
  payment: Payment | null;
  /** The platform has no such payment of the player's (or the id is not one). */
  isMissing: boolean;
}

const isFinal = (payment: Payment | undefined) => payment !== undefined && isSettled(payment);

/**
 * The payment as the platform has it, asked again every few seconds until it is final. Like every poll of the
 * site it pauses once the page has been hidden for a while, and asks at once when the page shows again.
 */
export function usePaymentState(id: string | null): PaymentState {
  const payment = useQuery({
    queryKey: ['payments', 'one', id],
    queryFn: ({ signal }) => loadPayment(id ?? '', signal),
    enabled: id !== null,
    staleTime: RESULT_REFRESH_MS,
    refetchInterval: (query) => (isFinal(query.state.data) ? false : RESULT_REFRESH_MS),
    refetchOnWindowFocus: (query) => (isFinal(query.state.data) ? false : 'always'),
  });
  return { payment: payment.data ?? null, isMissing: id === null || payment.isError };
}
