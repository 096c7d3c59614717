import type { Session } from '@betfront/contract/session';
import type { RemoteUser } from '@betfront/remote-kit';

/** The player as the remote applications see them: who, and whether the account is restricted. */
export const remoteUserOf = (session: Session): RemoteUser | null =>
  session.user_id === null ? null : { id: session.user_id, isRestricted: session.ban_level > 0 };
