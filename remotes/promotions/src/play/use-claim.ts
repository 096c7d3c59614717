import { useState } from 'react';
import { claimRefusalKey } from './claim-api';

export interface ClaimNotice {
  tone: 'success' | 'danger';
  /** Dictionary key of the notice's text. */
  key: string;
  /** What the claim was for (an award's code, a tier's number): the notice stands by it. */
  target: string;
}

/** A claim the platform decides: one at a time, its outcome told next to what was claimed. */
export function useClaim() {
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<ClaimNotice | null>(null);
  const claim = async (target: string, request: () => Promise<void>, successKey: string) => {
    setBusy(target);
    setNotice(null);
    try {
      await request();
      setNotice({ tone: 'success', key: successKey, target });
    } catch (error) {
      setNotice({ tone: 'danger', key: claimRefusalKey(error), target });
    } finally {
      setBusy(null);
    }
  };
  return { busy, notice, claim };
}
