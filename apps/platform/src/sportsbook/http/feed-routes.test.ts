import { gamesAnswerSchema } from '@betfront/contract/sportsbook';
import { feedEventSchema } from '@betfront/contract/sportsbook-feed';
import type { FeedEvent } from '@betfront/contract/sportsbook-feed';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';
import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { ADMIN, createTestApp } from '../../testing/test-app';

/**
 * Opens an event stream and reads its `games` events as they come. Over node:http without an agent, so a stream
 * that is given up leaves no pooled connection behind to hold the server's close.
 */
async function openFeed(url: string, headers: Record<string, string> = {}) {
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(url, { agent: false, headers }, resolve).on('error', reject);
  });
  response.setEncoding('utf8');
  const chunks = response[Symbol.asyncIterator]() as AsyncIterator<string>;
  let buffered = '';
  return {
    status: response.statusCode,
    contentType: response.headers['content-type'],
    async next(): Promise<FeedEvent> {
      for (;;) {
        const end = buffered.indexOf('\n\n');
        if (end >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (block.startsWith('event: games\n') && data) return feedEventSchema.parse(JSON.parse(data.slice(6)));
          continue;
        }
        const chunk = await chunks.next();
        if (chunk.done) throw new Error('the stream ended');
        buffered += chunk.value;
      }
    },
    close: () => response.destroy(),
  };
}

describe('the live feed', () => {
  let app: FastifyInstance;
  let db: Database;
  let base: string;
  let liveIds: number[];

  beforeAll(async () => {
    ({ app, db } = await createTestApp({ simulator: { speed: 600, liveGames: 6 } }));
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    // The simulator starts its games in play sport by sport as it takes the lead: wait for them (the list is
    // priced anew once a second).
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const listed = await fetch(`${base}/web-api/sportsbook/games?lng=en&mode=live&limit=6`);
      liveIds = gamesAnswerSchema.parse(await listed.json()).games.map((game) => game.id);
      if (liveIds.length >= 6) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('streams a snapshot of the asked games, then the ones whose version grew', async () => {
    expect(liveIds.length).toBeGreaterThanOrEqual(3);
    const events = await openFeed(`${base}/web-api/sportsbook/feed?lng=en&ids=${liveIds.join(',')}`);
    expect(events.status).toBe(200);
    expect(events.contentType).toContain('text/event-stream');

    const snapshot = await events.next();
    expect(snapshot.games.map((game) => game.id).sort()).toEqual([...liveIds].sort());
    const seen = new Map(snapshot.games.map((game) => [game.id, game.version]));

    const update = await events.next();
    expect(update.games.length).toBeGreaterThan(0);
    for (const game of update.games) {
      expect(liveIds).toContain(game.id);
      expect(game.version).toBeGreaterThan(seen.get(game.id) ?? Infinity);
      expect(game.markets.length).toBeLessThanOrEqual(3);
    }
    events.close();
  });

  it('answers the same games once for polling, every market with detail', async () => {
    const [first] = liveIds;
    const response = await fetch(`${base}/web-api/sportsbook/updates?lng=ru&detail=true&ids=${first},99`);
    expect(response.status).toBe(200);
    const { games } = feedEventSchema.parse(await response.json());
    expect(games.map((game) => game.id)).toEqual([first]);
    expect(games[0]?.markets.length).toBe(games[0]?.marketsCount);
  });

  it('leaves out of the snapshot and of a polling answer the games the page holds at their version', async () => {
    const [first, second] = liveIds;
    const polled = await fetch(`${base}/web-api/sportsbook/updates?lng=en&ids=${first},${second}`);
    const held = new Map(feedEventSchema.parse(await polled.json()).games.map((game) => [game.id, game.version]));
    // The page holds the first game at its version and the second one a version behind.
    const known = new Map([...held].map(([id, version]) => [id, id === first ? version : version - 1]));
    const query = `lng=en&ids=${first},${second}&known=${[...known].map(([id, version]) => `${id}:${version}`).join(',')}`;
    const stream = await openFeed(`${base}/web-api/sportsbook/feed?${query}`);
    const answers = [
      feedEventSchema.parse(await (await fetch(`${base}/web-api/sportsbook/updates?${query}`)).json()),
      await stream.next(),
    ];
    stream.close();
    for (const { games } of answers) {
      expect(games.map((game) => game.id)).toContain(second);
      // The first game is sent only if it changed since it was read.
      for (const game of games) expect(game.version).toBeGreaterThan(known.get(game.id) ?? Infinity);
    }
    for (const bad of ['1', '1:2:3', 'a:1', '1:', Array.from({ length: 301 }, (_, n) => `${n + 1}:1`).join(',')]) {
      const refused = await fetch(`${base}/web-api/sportsbook/updates?ids=${first}&known=${bad}`);
      expect(refused.status).toBe(400);
    }
  });

  it('refuses ids that are not a list of game ids', async () => {
    for (const ids of ['', 'abc', '1,,2', Array.from({ length: 301 }, (_, n) => n + 1).join(',')]) {
      for (const path of ['feed', 'updates']) {
        const response = await fetch(`${base}/web-api/sportsbook/${path}?ids=${ids}`);
        expect(response.status).toBe(400);
        expect(await response.json()).toMatchObject({ error: { code: expect.any(String) } });
      }
    }
  });

  it('sends a game the finish-game command ends as finished, its version past every one seen', async () => {
    const listed = await fetch(`${base}/web-api/sportsbook/games?lng=en&mode=live&limit=6`);
    const ids = gamesAnswerSchema.parse(await listed.json()).games.map((game) => game.id);
    const events = await openFeed(`${base}/web-api/sportsbook/feed?ids=${ids.join(',')}`);
    const seen = new Map((await events.next()).games.map((game) => [game.id, game.version]));
    // Played this fast, a game may end by itself first: finish the first one still in play.
    let finishedId: number | undefined;
    for (const gameId of ids) {
      const finished = await fetch(`${base}/admin-api/test/sportsbook/finish-game`, {
        method: 'POST',
        headers: { ...ADMIN, 'content-type': 'application/json' },
        body: JSON.stringify({ gameId }),
      });
      if (finished.status === 200) {
        finishedId = gameId;
        break;
      }
      expect(finished.status).toBe(409);
    }
    if (finishedId === undefined) throw new Error('no game left in play to finish');
    for (;;) {
      const game = (await events.next()).games.find((candidate) => candidate.id === finishedId);
      if (!game) continue;
      expect(game.version).toBeGreaterThan(seen.get(game.id) ?? Infinity);
      if (game.status === 'finished') break;
    }
    events.close();
  });

  it('closes while a stream is open, ending the stream', async () => {
    const events = await openFeed(`${base}/web-api/sportsbook/feed?ids=${liveIds.join(',')}`);
    await events.next();
    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(events.next()).rejects.toThrow();
  });
});
