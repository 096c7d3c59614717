import { splitView } from '@betfront/remote-kit';
import type { InfoData } from '../info-data';

// The calculator and the debugger are tools of their own pages: a link to the rules or the cookie policy, which
// the page prefetches, does not bring their code.
export const calculatorView = splitView(() =>
  import('./betting-calculator-page').then((module) => module.BettingCalculatorPage),
);
export const debuggerView = splitView(() => import('./debugger-page').then((module) => module.DebuggerPage));

const VIEWS_OF: Partial<Record<InfoData['view'], { preload(): Promise<void> }>> = {
  'betting-calculator': calculatorView,
  debugger: debuggerView,
};

/** Loads the code of the split view an information page draws. */
export async function prepareInfoPage(data: InfoData): Promise<void> {
  await VIEWS_OF[data.view]?.preload();
}
