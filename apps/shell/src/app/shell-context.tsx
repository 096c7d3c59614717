import type { Fetcher, RemoteContext, Translate } from '@betfront/remote-kit';
import { createContext, useContext } from 'react';
import type { PageState } from '../page/page-state';

export interface ShellContextValue {
  state: PageState;
  t: Translate;
  fetcher: Fetcher;
  /** The context every remote of the current page renders with. */
  remoteContext: RemoteContext;
  /** A remote reported a status for the current route (404, 500…): the shell shows its error page. */
  reportStatus(status: number): void;
  /** The browser could not load the whole dictionaries: only the texts the page carried are there. */
  areTextsMissing: boolean;
  /** The browser has tried to load the whole dictionaries: texts the page's first render did not read are there. */
  hasWholeTexts: boolean;
  /** Adds the named dictionaries to the page's texts, ahead of the whole ones: a view the browser alone draws. */
  loadTexts(ids: readonly string[]): Promise<void>;
}

export const ShellContext = createContext<ShellContextValue | null>(null);

export function useShell(): ShellContextValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell outside the shell');
  return value;
}
