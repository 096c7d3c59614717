import { randomBytes } from 'node:crypto';
import type { GameMode } from '@betfront/contract/casino-wallet';
import type { Database, Queryable } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { newServerSeed } from '../fairness/fair-rng';
import type { PendingHand } from './pending-hand';

/** Play money a demo session starts with. */
export const DEMO_BALANCE = '1000.00';
const SESSION_HOURS = 4;

export interface HouseSession {
  id: string;
  launchToken: string;
  gameId: string;
  mode: GameMode;
  playerRef: string | null;
  currencyIso: string | null;
  demoBalance: string | null;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  pending: PendingHand | null;
  version: number;
}

const COLUMNS = `id, launch_token as "launchToken", game_id as "gameId", mode, player_ref as "playerRef",
  currency_iso as "currencyIso", demo_balance::text as "demoBalance", server_seed as "serverSeed",
  client_seed as "clientSeed", nonce, pending, version`;

export interface NewSession {
  launchToken: string;
  gameId: string;
  mode: GameMode;
  playerRef: string | null;
  currencyIso: string | null;
}

/** Opens a session; a hand or a flight the same player left in play in this game comes along to it. */
export async function createSession(db: Database, session: NewSession): Promise<HouseSession> {
  return db.transaction(async (tx) => {
    const id = randomBytes(24).toString('base64url');
    const [created] = await tx.query<HouseSession>(
      `insert into casino_house_sessions
         (id, launch_token, game_id, mode, player_ref, currency_iso, demo_balance, server_seed, client_seed,
          expires_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() + make_interval(hours => $10))
       returning ${COLUMNS}`,
      [
        id,
        session.launchToken,
        session.gameId,
        session.mode,
        session.playerRef,
        session.currencyIso,
        session.mode === 'demo' ? DEMO_BALANCE : null,
        newServerSeed(),
        randomBytes(8).toString('hex'),
        SESSION_HOURS,
      ],
    );
    if (!created) throw new Error('The session was not created');
    if (session.playerRef === null) return created;
    await tx.query(
      `update casino_house_flights f set session_id = $3 from casino_house_sessions s
       where f.session_id = s.id and s.player_ref = $1 and s.game_id = $2 and s.id <> $3 and f.paid_at is null`,
      [session.playerRef, session.gameId, id],
    );
    const [left] = await tx.query<{ pending: PendingHand }>(
      `update casino_house_sessions s set pending = null, version = version + 1
       from (select id, pending from casino_house_sessions
             where player_ref = $1 and game_id = $2 and pending is not null and id <> $3
             order by created_at desc limit 1 for update) old
       where s.id = old.id returning old.pending`,
      [session.playerRef, session.gameId, id],
    );
    if (!left) return created;
    await tx.query('update casino_house_sessions set pending = $2::jsonb where id = $1', [
      id,
      JSON.stringify(left.pending),
    ]);
    return { ...created, pending: left.pending };
  });
}

/**
 * A live session; an unknown or expired one is a named 401 (the page then asks to launch the game again). The
 * house's own sweep still settles what an expired session left in the air.
 */
export async function readSession(db: Queryable, sessionId: string, evenExpired = false): Promise<HouseSession> {
  const [row] = await db.query<HouseSession & { isExpired: boolean }>(
    `select ${COLUMNS}, expires_at <= now() as "isExpired" from casino_house_sessions where id = $1`,
    [sessionId],
  );
  if (!row) throw new HttpError(401, 'session_not_found', 'The game session is over: open the game again');
  if (row.isExpired && !evenExpired)
    throw new HttpError(401, 'session_expired', 'The game session is over: open the game again');
  return row;
}

export interface ClaimedRound {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  nextServerSeed: string;
}

/**
 * Takes the session's seed and nonce for a new round and puts a fresh seed in their place, unless a hand or a
 * crash flight is in play or another play of the session got there first (the version moved): then a named 409.
 */
export async function claimRound(db: Queryable, session: HouseSession): Promise<ClaimedRound> {
  const nextServerSeed = newServerSeed();
  const [claimed] = await db.query<{ nonce: number }>(
    `update casino_house_sessions set server_seed = $3, nonce = nonce + 1, version = version + 1
     where id = $1 and version = $2 and pending is null
       and not exists (select 1 from casino_house_flights f where f.session_id = $1 and f.paid_at is null)
     returning nonce - 1 as nonce`,
    [session.id, session.version, nextServerSeed],
  );
  if (!claimed) throw new HttpError(409, 'round_in_progress', 'The previous round is still being played');
  return { serverSeed: session.serverSeed, clientSeed: session.clientSeed, nonce: claimed.nonce, nextServerSeed };
}

/** Moves the session on from the version read; a play of the session that came between is a named 409. */
export async function claimVersion(db: Queryable, session: HouseSession): Promise<void> {
  const rows = await db.query(
    'update casino_house_sessions set version = version + 1 where id = $1 and version = $2 returning id',
    [session.id, session.version],
  );
  if (rows.length === 0) throw new HttpError(409, 'round_in_progress', 'The previous action is still being played');
}

export async function savePending(db: Queryable, sessionId: string, pending: PendingHand | null): Promise<void> {
  await db.query('update casino_house_sessions set pending = $2::jsonb where id = $1', [
    sessionId,
    pending === null ? null : JSON.stringify(pending),
  ]);
}

/** Moves play money: takes the stake if the balance holds it and pays the win; the balance after. */
export async function moveDemoBalance(
  db: Queryable,
  sessionId: string,
  move: { stakeCents: number; winCents: number },
): Promise<string> {
  const [row] = await db.query<{ balance: string }>(
    `update casino_house_sessions set demo_balance = demo_balance - $2::numeric / 100 + $3::numeric / 100
     where id = $1 and demo_balance >= $2::numeric / 100 returning demo_balance::text as balance`,
    [sessionId, move.stakeCents, move.winCents],
  );
  if (!row) throw new HttpError(409, 'insufficient_funds', 'The balance does not cover the bet');
  return row.balance;
}
