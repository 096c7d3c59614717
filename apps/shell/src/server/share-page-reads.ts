import type { Fetcher } from '@betfront/remote-kit';

/** Headers that never change what the platform answers, so two reads differing only by them are the same read. */
const NEUTRAL_HEADERS = new Set(['accept', 'x-requested-with', 'x-application-name']);
const BODYLESS_STATUSES = new Set([204, 205, 304]);

interface StoredAnswer {
  status: number;
  statusText: string;
  headers: Headers;
  body: ArrayBuffer | null;
}

function readKey(input: string, headers: HeadersInit | undefined, implied: Readonly<Record<string, string>>): string {
  const named = [...new Headers(headers)].filter(
    ([name, value]) => !NEUTRAL_HEADERS.has(name) && implied[name] !== value,
  );
  return JSON.stringify([input, named]);
}

async function store(response: Response): Promise<StoredAnswer> {
  const body = BODYLESS_STATUSES.has(response.status) ? null : await response.arrayBuffer();
  return { status: response.status, statusText: response.statusText, headers: response.headers, body };
}

const replay = (answer: StoredAnswer) =>
  new Response(answer.body?.slice(0) ?? null, {
    status: answer.status,
    statusText: answer.statusText,
    headers: new Headers(answer.headers),
  });

/**
 * The page's fetcher with its reads shared while one page renders: the same GET asked by the shell and by a
 * remote (the site config) reaches the platform once, and each caller reads its own copy. A failed read is not
 * kept, so a caller's retry asks again. `implied` holds the headers the fetcher sends with every call anyway.
 */
export function sharePageReads(fetcher: Fetcher, implied: Readonly<Record<string, string>> = {}): Fetcher {
  const reads = new Map<string, Promise<StoredAnswer>>();
  return async (input, init = {}) => {
    const isPlainRead = (init.method ?? 'GET').toUpperCase() === 'GET' && init.body == null && !init.signal;
    if (!isPlainRead) return fetcher(input, init);
    const key = readKey(input, init.headers, implied);
    const shared = reads.get(key);
    if (shared) return replay(await shared);
    const read = fetcher(input, init).then(store);
    reads.set(key, read);
    const forget = () => {
      if (reads.get(key) === read) reads.delete(key);
    };
    read.then((answer) => (answer.status >= 200 && answer.status < 300 ? undefined : forget()), forget);
    return replay(await read);
  };
}
