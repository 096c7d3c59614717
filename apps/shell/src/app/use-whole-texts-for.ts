import { wantWholeTexts } from '@betfront/remote-kit';
import { useEffect } from 'react';

/**
 * Whether a view the browser alone draws (a notice, a dialog) may show: once it is to, it asks for the whole texts,
 * and waits for them rather than showing empty lines.
 */
export function useWholeTextsFor(isDue: boolean, hasWholeTexts: boolean): boolean {
  useEffect(() => {
    if (isDue && !hasWholeTexts) wantWholeTexts();
  }, [isDue, hasWholeTexts]);
  return isDue && hasWholeTexts;
}
