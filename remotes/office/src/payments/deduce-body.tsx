import type { RemoteAppProps } from '@betfront/remote-kit';
import { WithdrawalBonusNotice } from '../bonuses/withdrawal-bonus-notice';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { PaymentPage } from './payment-page';
import { requestWithdrawal } from './payments-api';
import { PendingWithdrawals } from './pending-withdrawals';

/** Withdrawal: held at once and paid out once approved; the requests still waiting can be cancelled. */
export function DeduceBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const { lng } = ctx;
  return (
    <PaymentPage
      direction="withdrawal"
      lng={lng}
      t={t}
      send={async (body) => `/${lng}/onpay/withdraw/pending?paymentId=${(await requestWithdrawal(body)).id}`}
    >
      <p className={sharedStyles.total}>{t('payments.withdrawal.rule')}</p>
      <WithdrawalBonusNotice lng={lng} t={t} />
      <PendingWithdrawals lng={lng} t={t} />
    </PaymentPage>
  );
}
