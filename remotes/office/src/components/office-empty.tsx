import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { OfficeArea } from '../office-menu';
import type { OfficeData } from '../office-data';

type Onward = { path: string; key: string };

const ONWARD: Readonly<Record<OfficeArea, readonly Onward[]>> = {
  office: [
    { path: 'office/menu', key: 'office' },
    { path: 'support', key: 'support' },
  ],
  access: [
    { path: '', key: 'home' },
    { path: 'support', key: 'support' },
  ],
  support: [
    { path: 'information/contacts', key: 'contacts' },
    { path: 'office/menu', key: 'office' },
  ],
  'payment-result': [
    { path: 'office/historypay', key: 'historypay' },
    { path: 'office/recharge', key: 'recharge' },
  ],
  blocked: [{ path: 'support', key: 'support' }],
};

export function OfficeEmpty({ lng, data, t }: { lng: string; data: OfficeData; t: Translate }) {
  return (
    <EmptyState
      title={t(`office.empty.${data.content}`)}
      text={t(`${data.stem}.empty`, data.vars)}
      linksLabel={t('office.empty.links_label')}
      links={ONWARD[data.area].map(({ path, key }) => ({
        href: path ? `/${lng}/${path}` : `/${lng}`,
        label: t(`office.link.${key}`),
      }))}
    />
  );
}
