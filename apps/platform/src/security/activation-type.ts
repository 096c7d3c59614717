import type { ActivationType } from '@betfront/contract/security';

/** A confirmed phone: 0 → 3 and 1 → 2 (account §4 activation type). */
export function activationWithPhone(current: ActivationType): ActivationType {
  if (current === 0) return 3;
  if (current === 1) return 2;
  return current;
}

/** A confirmed e-mail, the mirror of the phone: 0 → 1 and 3 → 2. */
export function activationWithEmail(current: ActivationType): ActivationType {
  if (current === 0) return 1;
  if (current === 3) return 2;
  return current;
}
