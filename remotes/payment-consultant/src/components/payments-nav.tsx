import { SectionNav } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';

const PAYMENT_PAGES = [
  { path: 'office/recharge', key: 'recharge' },
  { path: 'office/deduce', key: 'deduce' },
  { path: 'office/payment/requests', key: 'requests' },
  { path: 'office/historypay', key: 'history' },
] as const;

export function PaymentsNav({ lng, t }: { lng: string; t: Translate }) {
  const items = PAYMENT_PAGES.map(({ path, key }) => ({
    href: `/${lng}/${path}`,
    label: t(`payment-consultant.nav.${key}`),
  }));
  return <SectionNav label={t('payment-consultant.nav_label')} items={items} />;
}
