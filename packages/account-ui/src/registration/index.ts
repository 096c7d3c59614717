export { RegistrationForm } from './registration-form';
export type { RegistrationFormProps, RegistrationTab } from './registration-form';
export { ActivationForm } from './activation-form';
export type { ActivationFormProps } from './activation-form';
export { FastActivation } from './fast-activation';
export { registrationOptionsQuery } from './registration-options-query';
export { countRegistrationAttempt, markRegistrationDone, readRegistrationAttempts } from './registration-attempts';
export type { RegistrationAttempts } from './registration-attempts';
