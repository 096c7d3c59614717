import { createApiClient, installBrowserApi } from '@betfront/api-client';

export interface PathAnswers {
  /** The answer to every request to a path; a path without one answers 500. */
  answers: Record<string, { status: number; body: unknown }>;
  /** Every request's address, in order. */
  urls: URL[];
}

/** Installs the browser api client over a fake network that answers by path, for a test to fill and read. */
export function installAnswersByPath(): PathAnswers {
  const network: PathAnswers = { answers: {}, urls: [] };
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const parsed = new URL(url, 'http://site');
        network.urls.push(parsed);
        const answer = network.answers[parsed.pathname] ?? { status: 500, body: {} };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      },
    }),
  );
  return network;
}
