import type { Translate } from '@betfront/remote-kit';

const NUMBERED = /^(coupon|account|lotto):(\d{1,18})$/;

interface MovementReferenceProps {
  /** What the movement belongs to, e.g. "coupon:700000123", "account:41", "admin:…". */
  reference: string;
  lng: string;
  t: Translate;
  className: string | undefined;
}

/**
 * A coupon links to its page in the bets history, a lotto ticket to the draw results where it is checked, an
 * account is named; other references show their number.
 */
export function MovementReference({ reference, lng, t, className }: MovementReferenceProps) {
  const [, owner, id] = NUMBERED.exec(reference) ?? [];
  if (owner === 'coupon' && id) {
    return (
      <a className={className} href={`/${lng}/office/history/${id}/powerbet`}>
        {t('office.movements.reference.coupon', { id })}
      </a>
    );
  }
  if (owner === 'lotto' && id) {
    return (
      <a className={className} href={`/${lng}/lotto/results`}>
        {t('office.movements.reference.lotto', { id })}
      </a>
    );
  }
  if (owner === 'account' && id) {
    return <span className={className}>{t('office.movements.account_id', { id })}</span>;
  }
  // An operator's adjustment carries the operator's own words, in no language of the page: the kind says enough.
  if (reference.startsWith('admin:')) return null;
  const number = reference.slice(reference.indexOf(':') + 1);
  return number ? <span className={className}>{t('office.movements.reference.other', { id: number })}</span> : null;
}
