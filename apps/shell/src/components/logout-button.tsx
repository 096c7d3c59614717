import { useState } from 'react';
import { useShell } from '../app/shell-context';
import { logOut } from '../session/log-out';
import type { LogoutScope } from '../session/log-out';
import { routeNeedsLogin } from '../session/route-needs-login';
import { LogoutDialog } from './logout-dialog';

/** The header's logout button for players; it asks for confirmation first. */
export function LogoutButton({ className }: { className?: string }) {
  const { state, t } = useShell();
  const [isAsking, setIsAsking] = useState(false);
  const choose = (scope: LogoutScope) =>
    logOut(scope, { lng: state.lng, needsLogin: routeNeedsLogin(state.route?.name, state.config) });
  return (
    <>
      <button type="button" className={className} onClick={() => setIsAsking(true)}>
        {t('shell.header.logout')}
      </button>
      {isAsking && <LogoutDialog t={t} onChoose={choose} onClose={() => setIsAsking(false)} />}
    </>
  );
}
