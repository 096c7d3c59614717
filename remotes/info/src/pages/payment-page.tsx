import type { ContentPage, PaymentMethod } from '@betfront/contract/content';
import type { RemoteContext, Translate } from '@betfront/remote-kit';
import { ContentSections } from '@betfront/ui';
import { InfoFrame } from '../components/info-frame';
import { PaymentMethodsTable } from '../components/payment-methods-table';

interface PaymentPageProps {
  ctx: RemoteContext;
  t: Translate;
  page: ContentPage;
  methods: readonly PaymentMethod[];
}

export function PaymentPage({ ctx, t, page, methods }: PaymentPageProps) {
  return (
    <InfoFrame ctx={ctx} t={t} heading={page.title} lead={page.description}>
      <PaymentMethodsTable methods={methods} direction="deposit" t={t} />
      <PaymentMethodsTable methods={methods.filter((method) => method.withdrawal)} direction="withdrawal" t={t} />
      <ContentSections sections={page.sections} lng={ctx.lng} />
    </InfoFrame>
  );
}
