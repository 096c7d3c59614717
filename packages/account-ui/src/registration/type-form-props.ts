import type { RegistrationChoices, RegistrationOptions } from '@betfront/contract/registration';
import type { Translate } from '@betfront/remote-kit';

/** What the registration form hands each type's form. */
export interface TypeFormProps {
  idPrefix: string;
  lng: string;
  t: Translate;
  options: RegistrationOptions;
  choices: RegistrationChoices;
  onChoicesChange(choices: RegistrationChoices): void;
  /** The player is registered and logged in. */
  onRegistered(redirectTo: string | null): void;
  /** A step of the registration happened: a code sent, the account approved, the credentials kept. */
  recordStep(step: 'code' | 'approve' | 'save'): void;
}
