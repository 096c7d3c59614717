import type { ConsoleMessage, Page } from '@playwright/test';

/** A console message's text; a failed load's with its address, which its text does not name. */
export function describeConsoleMessage(message: ConsoleMessage): string {
  // The address of a failed load is where the browser places the message.
  const { url } = message.location();
  return message.text().startsWith('Failed to load resource') && url ? `${message.text()} ${url}` : message.text();
}

/** Collects console errors and uncaught exceptions of a page until `stop` is called. */
export function collectConsoleErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(describeConsoleMessage(message));
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
