export interface EventStreamReader {
  status: number;
  /** The data of the next event of the name, parsed from JSON; waits for it. */
  next(): Promise<unknown>;
  close(): void;
}

/** Opens a server-sent event stream and reads the events of one name as they come. */
export async function openEventStreamReader(
  url: string,
  eventName: string,
  headers: Record<string, string> = {},
): Promise<EventStreamReader> {
  const abort = new AbortController();
  const response = await fetch(url, { headers, signal: abort.signal });
  const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  return {
    status: response.status,
    async next() {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const lines = buffered.slice(0, end).split('\n');
          buffered = buffered.slice(end + 2);
          const data = lines.find((line) => line.startsWith('data: '));
          if (lines.includes(`event: ${eventName}`) && data) return JSON.parse(data.slice('data: '.length));
          continue;
        }
        const chunk = await reader?.read();
        if (!chunk || chunk.done) throw new Error('the stream ended');
        buffered += chunk.value;
      }
    },
    close: () => abort.abort(),
  };
}
