import type { ServerResponse } from 'node:http';
import type { FastifyReply } from 'fastify';

/** Takes the reply over as a server-sent event stream and tells the browser how soon to reconnect. */
export function beginEventStream(reply: FastifyReply, reconnectMs: number): ServerResponse {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  stream.write(`retry: ${reconnectMs}\n\n`);
  return stream;
}
