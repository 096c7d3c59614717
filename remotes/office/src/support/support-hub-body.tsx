import type { RemoteAppProps } from '@betfront/remote-kit';
import { ChatPanel } from '@betfront/account-ui/chat';
import { LinkGrid } from '@betfront/ui';
import sharedStyles from '../shared/shared.module.css';
import type { OfficeData } from '../office-data';

/** The ways to reach support, each with a line on what it is good for. */
const CHANNELS = [
  { path: 'support/email', key: 'email' },
  { path: 'callback', key: 'callback' },
  { path: 'call-history', key: 'call_history', playersOnly: true },
  { path: 'support/contacts', key: 'contacts' },
] as const;

/** support: the chat with support's consultants, and the other ways to reach support. */
export function SupportHubBody({ ctx, t }: RemoteAppProps<OfficeData>) {
  const isPlayer = ctx.user !== null;
  return (
    <div className={sharedStyles.page}>
      <ChatPanel queue="support" lng={ctx.lng} t={t} />
      <LinkGrid
        label={t('support.hub.label')}
        items={CHANNELS.filter((channel) => isPlayer || !('playersOnly' in channel)).map((channel) => ({
          href: `/${ctx.lng}/${channel.path}`,
          label: t(`support.hub.${channel.key}`),
          hint: t(`support.hub.${channel.key}_hint`),
        }))}
      />
    </div>
  );
}
