import { startTransition } from 'react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';

/**
 * Hydrates the server's markup at a transition's priority. React renders a transition in slices of a few
 * milliseconds and yields to the browser between them; at the default priority it would hold the main thread for the
 * whole tree (hundreds of milliseconds for a page of games on a phone). A tap on a view not hydrated yet is held
 * until it is (early taps), and a Suspense boundary it hits is hydrated first.
 */
export function hydrateInTransition(container: Element, children: ReactNode): Root {
  let root: Root | null = null;
  startTransition(() => {
    root = hydrateRoot(container, children);
  });
  if (!root) throw new Error('hydrateRoot returned no root');
  return root;
}
