import { AccountsPanel } from '@betfront/account-ui/wallet';
import type { RemoteAppProps } from '@betfront/remote-kit';
import type { OfficeData } from '../office-data';

/** Every account with its balance: switch the active one, open or close currency accounts. */
export function WalletsBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  return <AccountsPanel lng={ctx.lng} routeName={ctx.route.name} t={t} isFull />;
}
