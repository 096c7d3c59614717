import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { isSecureRequest } from '../../http/request-origin';
import { findSessionPlayer } from '../../session/session-player';
import type { ChatOwner } from './chat-repository';

/** A visitor's conversation is bound to this cookie; only its hash is stored. */
export const CHAT_COOKIE = 'bf_chat';
const CHAT_COOKIE_SECONDS = 30 * 24 * 60 * 60;

const visitorKeyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** The player of the session, else the visitor of the chat cookie, else nobody yet. */
export async function findChatOwner(db: Queryable, request: FastifyRequest): Promise<ChatOwner | null> {
  const player = await findSessionPlayer(db, request);
  if (player) return { userId: player.id };
  const token = request.cookies[CHAT_COOKIE];
  return token && /^[A-Za-z0-9_-]{32,64}$/.test(token) ? { visitorKey: visitorKeyOf(token) } : null;
}

/** The owner, giving a visitor without a chat cookie a new one. */
export async function chatOwnerOrNew(db: Queryable, request: FastifyRequest, reply: FastifyReply): Promise<ChatOwner> {
  const owner = await findChatOwner(db, request);
  if (owner) return owner;
  const token = randomBytes(24).toString('base64url');
  reply.setCookie(CHAT_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecureRequest(request),
    maxAge: CHAT_COOKIE_SECONDS,
  });
  return { visitorKey: visitorKeyOf(token) };
}
