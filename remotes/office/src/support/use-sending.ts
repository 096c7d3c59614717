import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';
import { supportErrorText } from './support-errors';

/** One send at a time, with the refusal of the last one in the player's language. */
export function useSending(t: Translate) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function send(action: () => Promise<void>): Promise<void> {
    if (isBusy) return;
    setIsBusy(true);
    setRefusal(null);
    try {
      await action();
    } catch (error) {
      setRefusal(supportErrorText(error, t));
    } finally {
      setIsBusy(false);
    }
  }
  return { refusal, isBusy, send };
}
