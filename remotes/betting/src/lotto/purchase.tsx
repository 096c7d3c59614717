import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ACCOUNTS_KEY } from '@betfront/remote-kit';
import { BUTTON_CLASS } from '@betfront/ui';

type Outcome = { kind: 'done' | 'error'; text: string } | null;

/**
 * A purchase of a ticket or a coupon: busy while it is sent, then what it told the player; after it the page reads
 * again (`onBought` / `onRefused`) and after a bought one every view of the balance reads it again.
 */
export function usePurchase(callbacks: { onBought(): void; onRefused(): void; errorText(error: unknown): string }) {
  const queries = useQueryClient();
  const [isBusy, setIsBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  /** Sends the purchase; `send` answers the text that tells it was bought. */
  async function purchase(send: () => Promise<string>) {
    setIsBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', text: await send() });
      callbacks.onBought();
      void queries.invalidateQueries({ queryKey: ACCOUNTS_KEY });
    } catch (error) {
      setOutcome({ kind: 'error', text: callbacks.errorText(error) });
      callbacks.onRefused();
    } finally {
      setIsBusy(false);
    }
  }

  return { isBusy, outcome, purchase, forgetOutcome: () => setOutcome(null) };
}

interface PurchaseControlsProps {
  isLoggedIn: boolean;
  lng: string;
  buyLabel: string;
  loginLabel: string;
  disabled: boolean;
  onBuy(): void;
  outcome: Outcome;
  /** The page's classes: the buy button's own, and the texts of a refusal and of a purchase. */
  classes: { button?: string; error?: string; done?: string };
}

/** The buy button (a visitor's login link instead) and what the last purchase told the player. */
export function PurchaseControls({
  isLoggedIn,
  lng,
  buyLabel,
  loginLabel,
  disabled,
  onBuy,
  outcome,
  classes,
}: PurchaseControlsProps) {
  return (
    <>
      {isLoggedIn ? (
        <button
          type="button"
          className={classes.button ? `${BUTTON_CLASS.primary} ${classes.button}` : BUTTON_CLASS.primary}
          disabled={disabled}
          onClick={onBuy}
        >
          {buyLabel}
        </button>
      ) : (
        <a className={BUTTON_CLASS.primary} href={`/${lng}/user/login`}>
          {loginLabel}
        </a>
      )}
      {outcome && (
        <p
          role={outcome.kind === 'error' ? 'alert' : 'status'}
          className={outcome.kind === 'error' ? classes.error : classes.done}
        >
          {outcome.text}
        </p>
      )}
    </>
  );
}
