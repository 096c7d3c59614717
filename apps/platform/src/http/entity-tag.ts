import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A strong validator of a body: the same bytes always give the same tag. */
export function entityTagOf(body: string | Uint8Array): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Whether the request's `If-None-Match` names the tag (weak comparison, as RFC 9110 asks for GET). */
function matchesIfNoneMatch(request: FastifyRequest, tag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}

/**
 * Sends a body the same for every visitor with its `ETag`, or `304 Not Modified` with no body when the browser
 * already holds it; the reply's other headers (cache-control, content-type) are set by the caller first.
 */
export function sendWithEntityTag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  tag: string = entityTagOf(body),
): FastifyReply {
  reply.header('etag', tag);
  if (matchesIfNoneMatch(request, tag)) return reply.code(304).send();
  return reply.send(body);
}
