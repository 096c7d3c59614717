import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';
import { PaymentPage } from './payment-page';
import { createDeposit } from './payments-api';

/** Deposit: a method and an amount, then the provider's page; the platform checks both and the player's limits. */
export function RechargeBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  return (
    <PaymentPage
      direction="deposit"
      lng={ctx.lng}
      t={t}
      send={async (body) => (await createDeposit(body)).redirectUrl}
    />
  );
}
