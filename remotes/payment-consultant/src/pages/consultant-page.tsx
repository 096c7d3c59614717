import { ChatPanel } from '@betfront/account-ui/chat';
import { Breadcrumbs, PageFrame } from '@betfront/ui';
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
      <ChatPanel queue="payments" lng={lng} t={t} />
    </PageFrame>
  );
}
