export { LoginForm } from './login-form';
export type { LoginFormProps } from './login-form';
export { CaptchaHost } from './captcha-host';
export { CaptchaDialog } from './captcha-dialog';
