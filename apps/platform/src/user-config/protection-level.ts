import type { ProtectionMethods } from '@betfront/contract/user-config';

/** Each of the five protection methods in use adds 20, so all five make 100. */
export const POINTS_PER_PROTECTION_METHOD = 20;

export function protectionLevelOf(methods: ProtectionMethods): number {
  return Object.values(methods).filter(Boolean).length * POINTS_PER_PROTECTION_METHOD;
}
