import type { ApiClient } from './api-client';

/** Answers a captcha the platform asked for: the `x-captcha` header value, or null when the player gave up. */
export type CaptchaPrompt = (exceptionCode: number) => Promise<string | null>;

let installedClient: ApiClient | null = null;
/** Mounted captcha dialogs, the latest last: the one a player most recently opened answers. */
const captchaPrompts: CaptchaPrompt[] = [];

/** The shell installs the browser's one API client at start-up; remotes and shared forms call through it. */
export function installBrowserApi(client: ApiClient): void {
  installedClient = client;
}

export function browserApi(): ApiClient {
  if (!installedClient) throw new Error('The browser API client is not installed: the shell installs it at start-up');
  return installedClient;
}

/**
 * Registers a dialog that shows a captcha (the shell's, for every call of the page, and a login form's while it
 * is open); the API client asks the latest one when a call needs a captcha. Returns the unregistration.
 */
export function registerCaptchaPrompt(prompt: CaptchaPrompt): () => void {
  captchaPrompts.push(prompt);
  return () => {
    const index = captchaPrompts.lastIndexOf(prompt);
    if (index >= 0) captchaPrompts.splice(index, 1);
  };
}

export function askCaptcha(exceptionCode: number): Promise<string | null> {
  const prompt = captchaPrompts.at(-1);
  return prompt ? prompt(exceptionCode) : Promise.resolve(null);
}
