import type { Translate } from '@betfront/remote-kit';

const COUPON = /^coupon:(\d{1,18})$/;

interface MovementReferenceProps {
  /** What the movement belongs to, e.g. "coupon:700000123". */
  reference: string;
  lng: string;
  t: Translate;
  className: string | undefined;
}

/** A coupon links to its page in the bets history; any other reference shows its number only. */
export function MovementReference({ reference, lng, t, className }: MovementReferenceProps) {
  const couponId = COUPON.exec(reference)?.[1];
  if (couponId !== undefined) {
    return (
      <a className={className} href={`/${lng}/office/history/${couponId}/powerbet`}>
        {t('office.movements.reference.coupon', { id: couponId })}
      </a>
    );
  }
  const id = reference.slice(reference.indexOf(':') + 1);
  if (id === '') return null;
  return <span className={className}>{t('office.movements.reference.other', { id })}</span>;
}
