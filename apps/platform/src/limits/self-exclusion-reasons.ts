import type { LimitTexts } from './limit-texts';

/** The reasons a player may give for a self-exclusion (GET reasons/selfexclude). */
export const SELF_EXCLUSION_REASON_IDS: readonly number[] = [1, 2, 3, 4];

export function selfExclusionReasons(texts: LimitTexts) {
  return SELF_EXCLUSION_REASON_IDS.map((id) => ({ id, title: texts.text(`responsible.reason.${id}`) }));
}
