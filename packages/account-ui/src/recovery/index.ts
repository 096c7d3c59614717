export { ForgotPasswordFlow } from './forgot-password-flow';
export type { ForgotPasswordFlowProps, RecoveryStep } from './forgot-password-flow';
export { PasswordReset } from './password-reset';
export type { PasswordResetProps } from './password-reset';
