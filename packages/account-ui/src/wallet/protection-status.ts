/** Account §4 protection level thresholds. */
export const PROTECTION_THRESHOLDS = { bad: 30, normal: 70, full: 100 } as const;

export type ProtectionStatus = 'none' | 'bad' | 'normal' | 'good' | 'full';

/** null none; up to 30 bad; below 70 normal; below 100 good; 100 full. */
export function protectionStatusOf(level: number | null): ProtectionStatus {
  if (level === null) return 'none';
  if (level <= PROTECTION_THRESHOLDS.bad) return 'bad';
  if (level < PROTECTION_THRESHOLDS.normal) return 'normal';
  if (level < PROTECTION_THRESHOLDS.full) return 'good';
  return 'full';
}
