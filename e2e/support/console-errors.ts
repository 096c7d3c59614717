import type { ConsoleMessage, Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page until `stop` is called. */
export function collectConsoleErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    // A failed load names no address in its text: the address is where the browser places it.
    const { url } = message.location();
    errors.push(
      message.text().startsWith('Failed to load resource') && url ? `${message.text()} ${url}` : message.text(),
    );
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return {
    errors,
    stop: () => {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    },
  };
}

/** Collects console errors and uncaught exceptions of a page for as long as it lives. */
export function watchConsoleErrors(page: Page): string[] {
  return collectConsoleErrors(page).errors;
}
