import type { FastifyReply } from 'fastify';
import { beginEventStream } from '../../http/event-stream';

const PING_MS = 15_000;
const RECONNECT_MS = 3000;
/** A client this far behind is not reading: drop it rather than buffer without end. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** Opens a server-sent event stream on the reply; answers how to send an event and registers the close. */
export function openEventStream(reply: FastifyReply, onClose: () => void): (event: string, data: unknown) => void {
  const stream = beginEventStream(reply, RECONNECT_MS);
  const write = (chunk: string) => {
    if (stream.backlog > MAX_BUFFERED_BYTES) stream.destroy();
    else stream.send(chunk);
  };
  const ping = setInterval(() => write(': ping\n\n'), PING_MS);
  stream.onClose(() => {
    clearInterval(ping);
    onClose();
  });
  return (event, data) => write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
}
