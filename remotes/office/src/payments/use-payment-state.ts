import type { Payment } from '@betfront/contract/payments';
import { watchLongHidden } from '@betfront/remote-kit/long-hidden';
import { useEffect, useState } from 'react';
import { loadPayment } from './payments-api';
import { isSettled, RESULT_REFRESH_MS } from './result-page';

export interface PaymentState {
  payment: Payment | null;
  /** The platform has no such payment of the player's (or the id is not one). */
  isMissing: boolean;
}

/**
 * The payment as the platform has it, asked again every few seconds until it is final (unlike `usePolling`,
 * which polls for as long as the page is open). Like every poll of the site it pauses once the page has been
 * hidden for a while, and asks at once when the page shows again.
 */
export function usePaymentState(id: string | null): PaymentState {
  const [payment, setPayment] = useState<Payment | null>(null);
  const [isMissing, setIsMissing] = useState(id === null);

  useEffect(() => {
    if (id === null) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isPaused = false;
    const read = () => {
      clearTimeout(timer);
      loadPayment(id, controller.signal).then(
        (answer) => {
          setPayment(answer);
          if (!isSettled(answer) && !isPaused) timer = setTimeout(read, RESULT_REFRESH_MS);
        },
        () => {
          if (!controller.signal.aborted) setIsMissing(true);
        },
      );
    };
    const stopWatching = watchLongHidden(
      () => {
        isPaused = true;
        clearTimeout(timer);
      },
      () => {
        isPaused = false;
        read();
      },
    );
    read();
    return () => {
      stopWatching();
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  return { payment, isMissing };
}
