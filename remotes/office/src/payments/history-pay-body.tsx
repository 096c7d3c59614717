import type { RemoteAppProps } from '@betfront/remote-kit';
import { MovementsBody } from '../movements/movements-body';
import type { OfficeData } from '../office-data';
import sharedStyles from '../shared/shared.module.css';
import { PaymentsHistory } from './payments-history';

/** The history of operations: the deposits and withdrawals with their state, then every movement of money. */
export function HistoryPayBody(props: RemoteAppProps<OfficeData>) {
  const { ctx, t } = props;
  return (
    <div className={sharedStyles.page}>
      <PaymentsHistory action={`/${ctx.lng}/office/historypay`} query={ctx.route.query} lng={ctx.lng} t={t} />
      <MovementsBody {...props} />
    </div>
  );
}
