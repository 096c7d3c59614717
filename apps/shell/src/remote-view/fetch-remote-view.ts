import { remoteViewSchema } from '@betfront/contract';
import type { RemoteView } from '@betfront/contract';
import type { Fetcher } from '@betfront/remote-kit';

/** GET the view of a remote for a path, in the remote-view JSON contract. */
export async function fetchRemoteView(fetcher: Fetcher, appName: string, path: string): Promise<RemoteView> {
  const response = await fetcher(`/remote-views/${appName}${path}`, {
    headers: { 'mf-render-mode': 'json', 'mf-api-version': 'v2' },
  });
  const view = remoteViewSchema.parse(await response.json());
  if (!response.ok && view.status === 200) throw new Error(`remote view ${appName} answered ${response.status}`);
  return view;
}
