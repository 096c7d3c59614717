import { refusalText, savePreferences } from '@betfront/api-client';
import type { LayoutPreferences } from '@betfront/contract/preferences';
import type { Translate } from '@betfront/remote-kit';
import { changeLayoutChoice, useLayoutChoice } from '@betfront/ui';
import { useState } from 'react';

const REFUSALS = ['preferences_not_allowed'] as const;

/**
 * The page's layout and its change: the page follows a change at once; the platform keeps it on a player's
 * account, or in a visitor's cookies when the visitor allowed preference cookies. `notKept` says, in the page's
 * words, why a change holds for this visit only.
 */
export function useLayoutPreference(t: Translate) {
  const layout = useLayoutChoice();
  const [notKept, setNotKept] = useState<string | null>(null);

  const change = (chosen: Partial<LayoutPreferences>) => {
    changeLayoutChoice(chosen);
    savePreferences(chosen).then(
      () => setNotKept(null),
      (refusal: unknown) => setNotKept(refusalText(refusal, t, 'layout', REFUSALS)),
    );
  };

  return { layout, change, notKept };
}
