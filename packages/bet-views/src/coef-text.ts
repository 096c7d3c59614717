import type { Translate } from '@betfront/remote-kit';
import { coefInView, isCoefViewShown } from '@betfront/coupon';

/** A coef in the coupon's odds format, the decimal one beside it where they differ. */
export function coefText(t: Translate, coef: string, coefViewId: number): string {
  const decimal = coefInView(coef, 0);
  const shown = coefInView(coef, coefViewId);
  return shown === decimal ? decimal : t('bets.coef.with_decimal', { coef: shown, decimal });
}

/** The name of the odds format a coupon was placed in; null for decimal, which needs no mention. */
export function coefViewName(t: Translate, coefViewId: number): string | null {
  return coefViewId !== 0 && isCoefViewShown(coefViewId) ? t(`bets.coef_view.${coefViewId}`) : null;
}
