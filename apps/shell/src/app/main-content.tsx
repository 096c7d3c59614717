import { StatusPage } from '../components/status-page';
import { RemoteView } from '../remote-view/remote-view';
import { useShell } from './shell-context';

/** The page's main remote application, or the status page when the route answers 404 or an error. */
export function MainContent({ status, serverViews }: { status: number; serverViews: ServerViews }) {
  const { state } = useShell();
  if (status !== 200 || !state.mainRemote) return <StatusPage status={status === 200 ? 404 : status} />;
  return (
    <RemoteView key={state.mainRemote} appName={state.mainRemote} serverHtml={serverViews[state.mainRemote] ?? null} />
  );
}

/** Remote markup rendered on the server, by application name; empty in the browser, which reads the DOM. */
export type ServerViews = Readonly<Record<string, string>>;
