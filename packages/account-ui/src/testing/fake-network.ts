import { createApiClient, installBrowserApi } from '@betfront/api-client';

export interface FakeNetwork {
  /** The answer to every request to a path; a path without one answers 500. */
  answers: Record<string, { status: number; body: unknown }>;
  /** Every request's path and JSON body, in order. */
  calls: { path: string; body: unknown }[];
}

/** Installs the browser api client over a fake network that answers by path, for a test to fill and read. */
export function installFakeNetwork(answers: FakeNetwork['answers'] = {}): FakeNetwork {
  const network: FakeNetwork = { answers, calls: [] };
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname;
        network.calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
        const answer = network.answers[path] ?? { status: 500, body: {} };
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      },
    }),
  );
  return network;
}
