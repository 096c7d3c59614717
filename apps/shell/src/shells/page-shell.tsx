import type { ComponentType } from 'react';
import type { PageShellName } from '../page/page-state';
import { DefaultShell } from './default-shell';
import type { ShellProps } from './default-shell';
import { BlockedShell, ClearShell, EmptyShell, MaintenanceShell } from './simple-shells';
import { ThirdPartyShell } from './third-party-shell';

const SHELLS: Readonly<Record<PageShellName, ComponentType<ShellProps>>> = {
  default: DefaultShell,
  clear: ClearShell,
  empty: EmptyShell,
  maintenance: MaintenanceShell,
  'third-party': ThirdPartyShell,
  blocked: BlockedShell,
};

export function PageShell({ name, ...props }: ShellProps & { name: PageShellName }) {
  const Shell = SHELLS[name];
  return <Shell {...props} />;
}
