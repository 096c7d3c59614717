import type { LoginAnswer } from '@betfront/contract/auth';
import type { Translate } from '@betfront/remote-kit';
import type { LoginFormState } from './login-form-state';

export interface VariantFormProps {
  t: Translate;
  state: LoginFormState;
  update(patch: Partial<LoginFormState>): void;
  onAnswer(answer: LoginAnswer): void;
  onFailure(error: unknown): void;
}
