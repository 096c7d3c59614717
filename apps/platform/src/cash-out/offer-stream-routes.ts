import { CASH_OUT_EVENT, cashOutOffersQuerySchema } from '@betfront/contract/cash-out';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { STREAM_ROUTE } from '../http/in-flight';
import { parseInput } from '../http/parse-input';
import { requireSessionPlayer } from '../session/session-player';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import { openEventStream } from '../support/chat/event-stream';
import { createOfferHub } from './offer-hub';
import { COUPON_CHANGES_CHANNEL } from './offer-changes';
import { readOffers } from './read-offers';

/** As the live feed batches the games' moves. */
const BATCH_MS = 1000;

const couponIdsOf = (payload: string) => payload.split(',').map(Number).filter(Number.isSafeInteger);

/**
 * The sale values of the player's coupons pushed as they move: priced again when the live feed hears a move of
 * one of their games, and when any process sells or settles one of the coupons.
 */
export function offerStreamRoutes(db: Database, sportsbook: SportsbookService) {
  return async (app: FastifyInstance) => {
    const hub = createOfferHub({
      load: (userId, couponIds) => readOffers(db, sportsbook, userId, couponIds),
      batchMs: BATCH_MS,
      onError: (error) => app.log.error({ err: error }, 'cash-out stream failed'),
    });
    const stopGames = sportsbook.changes.subscribe(hub.gamesChanged);
    const stopCoupons = await db.listen(COUPON_CHANGES_CHANNEL, {
      onMessage: (payload) => hub.couponsChanged(couponIdsOf(payload)),
      onResync: hub.resync,
    });
    const open = new Set<FastifyReply>();
    // Open streams never end by themselves: end them before the server waits for its connections to close.
    app.addHook('preClose', async () => {
      for (const reply of open) reply.raw.destroy();
    });
    app.addHook('onClose', async () => {
      stopGames();
      await stopCoupons();
      await hub.close();
    });

    app.get('/web-api/cash-out/stream', { config: STREAM_ROUTE }, async (request, reply) => {
      const user = await requireSessionPlayer(db, request);
      const { couponIds } = parseInput(cashOutOffersQuerySchema, request.query, 'query');
      open.add(reply);
      let stop = () => undefined as void;
      const send = openEventStream(reply, () => {
        open.delete(reply);
        stop();
      });
      stop = hub.follow(user.id, couponIds, (offers) => send(CASH_OUT_EVENT, { offers }));
    });
  };
}
