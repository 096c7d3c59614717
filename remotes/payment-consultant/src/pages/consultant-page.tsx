import { Breadcrumbs, EmptyState, PageFrame } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { PaymentsNav } from '../components/payments-nav';

export function ConsultantPage({ lng, t }: { lng: string; t: Translate }) {
  const trail = [{ label: t('payment-consultant.home'), href: `/${lng}` }, { label: t('payment-consultant.heading') }];
  return (
    <PageFrame
      heading={t('payment-consultant.heading')}
      lead={t('payment-consultant.description')}
      breadcrumbs={<Breadcrumbs label={t('payment-consultant.breadcrumbs')} items={trail} />}
      nav={<PaymentsNav lng={lng} t={t} />}
    >
      <EmptyState
        title={t('payment-consultant.empty.title')}
        text={t('payment-consultant.empty.text')}
        linksLabel={t('payment-consultant.empty.links_label')}
        links={[
          { href: `/${lng}/support`, label: t('payment-consultant.link.support') },
          { href: `/${lng}/information/payment`, label: t('payment-consultant.link.payment_info') },
        ]}
      />
    </PageFrame>
  );
}
