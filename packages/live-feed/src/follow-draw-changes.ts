import { DRAW_CHANGE_EVENT, drawChangeSchema } from '@betfront/contract/draws';

const STREAM_PATH = '/web-api/draws/stream';
/** Sent after a gap in the platform's notifications: every follower reads again. */
const EVERY_TOPIC = '*';

type Listener = { topic: string; onChange(): void };

const listeners = new Set<Listener>();
let source: EventSource | null = null;

function open(): EventSource {
  const stream = new EventSource(STREAM_PATH);
  stream.addEventListener(DRAW_CHANGE_EVENT, (event) => {
    const parsed = drawChangeSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
    if (!parsed.success) return;
    for (const listener of [...listeners]) {
      if (parsed.data.topic === EVERY_TOPIC || parsed.data.topic === listener.topic) listener.onChange();
    }
  });
  // After a break the browser reconnects by itself; what changed meanwhile is read again at once.
  let hasOpened = false;
  stream.addEventListener('open', () => {
    if (hasOpened) for (const listener of [...listeners]) listener.onChange();
    hasOpened = true;
  });
  return stream;
}

/**
 * Calls `onChange` whenever the platform announces a change of `topic` (`lotto:{id}`, `virtual:{slug}`, `toto`):
 * a draw opened or was drawn, a round was played. One stream serves every follower of the page. Answers the call
 * that stops following; the page keeps a slow poll in case the stream is down.
 */
export function followDrawChanges(topic: string, onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  const listener = { topic, onChange };
  listeners.add(listener);
  source ??= open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      source?.close();
      source = null;
    }
  };
}
