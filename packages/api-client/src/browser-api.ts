import type { ApiClient } from './api-client';

/** Answers a captcha the platform asked for: the `x-captcha` header value, or null when the player gave up. */
export type CaptchaPrompt = (exceptionCode: number) => Promise<string | null>;

let installedClient: ApiClient | null = null;
let captchaPrompt: CaptchaPrompt | null = null;

/** The shell installs the browser's one API client at start-up; remotes and shared forms call through it. */
export function installBrowserApi(client: ApiClient): void {
  installedClient = client;
}

export function browserApi(): ApiClient {
  if (!installedClient) throw new Error('The browser API client is not installed: the shell installs it at start-up');
  return installedClient;
}

/** The login forms register the dialog that shows a captcha; the API client asks it when a call needs one. */
export function setCaptchaPrompt(prompt: CaptchaPrompt | null): void {
  captchaPrompt = prompt;
}

export function askCaptcha(exceptionCode: number): Promise<string | null> {
  return captchaPrompt ? captchaPrompt(exceptionCode) : Promise.resolve(null);
}
