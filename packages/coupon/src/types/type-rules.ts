import type { CouponTypeId } from '../coupon-types';
import { antiExpressRule } from './anti-express';
import { chainRule } from './chain';
import { conditionalRule } from './conditional';
import type { CouponTypeRule } from './coupon-type-rule';
import { expressRule } from './express';
import { fullCoverRule } from './full-cover';
import { manySinglesRule, multiRule } from './singles';
import { systemRule } from './system';

export const TYPE_RULES: Readonly<Record<CouponTypeId, CouponTypeRule>> = {
  0: expressRule,
  1: expressRule,
  2: systemRule,
  3: chainRule,
  4: multiRule,
  5: conditionalRule,
  6: antiExpressRule,
  7: fullCoverRule,
  8: fullCoverRule,
  9: manySinglesRule,
};
