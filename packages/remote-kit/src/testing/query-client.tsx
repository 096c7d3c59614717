import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient, followLongHiddenFocus } from '../query-client';

/**
 * A fresh query client around a component under test, as a remote's root gives it (with the page's rule of
 * pausing once the page has stayed hidden): no answer leaks between tests.
 */
export function queryWrapper() {
  followLongHiddenFocus();
  const client = createQueryClient();
  return function QueryWrapper({ children }: { children: ReactNode }) {
    return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  };
}

/** The element inside a query client (a fresh one unless given), for a render to a string. */
export function withQueries(element: ReactNode, client: QueryClient = createQueryClient()) {
  followLongHiddenFocus();
  return <QueryClientProvider client={client}>{element}</QueryClientProvider>;
}

/** Renders as Testing Library does, inside a fresh query client. */
export function renderWithQueries(element: ReactElement, options: Omit<RenderOptions, 'wrapper'> = {}) {
  return render(element, { ...options, wrapper: queryWrapper() });
}
