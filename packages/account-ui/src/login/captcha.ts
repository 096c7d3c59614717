/** The page-wide captcha: the prompt hook is light, the dialog loads when the platform first asks. */
export { useCaptchaPrompt } from './use-captcha-prompt';
export type { PendingCaptcha } from './use-captcha-prompt';
