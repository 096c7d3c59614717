import type { CasinoPromotion } from '@betfront/contract/casino-events';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database';
import { HttpError } from '../../http/http-error';
import { parseInput } from '../../http/parse-input';

const promotionsQuery = z.object({
  lng: z.enum(['ru', 'en']).default('en'),
  kind: z.enum(['promotion', 'promo_code']).optional(),
});
const promotionParams = z.object({ id: z.string().regex(/^[a-z0-9-]{2,60}$/) });

interface PromotionRow extends Omit<CasinoPromotion, 'terms'> {
  terms: string;
}

const columns = (lng: 'ru' | 'en') => `p.id, p.kind, p.title_${lng} as title, p.summary_${lng} as summary,
  p.terms_${lng} as terms, p.promo_code as "promoCode", p.action_path as "actionPath",
  to_char(p.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "endsAt"`;

/** Running, and a promo code's promotion only while its code can be redeemed. */
const RUNNING = `p.starts_at <= now() and (p.ends_at is null or p.ends_at > now()) and (p.promo_code is null
  or exists (select 1 from bonus_promo_codes c where c.code = p.promo_code and c.expires_at > now()))`;

const promotion = ({ terms, ...row }: PromotionRow): CasinoPromotion => ({
  ...row,
  terms: terms
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean),
});

/** The casino's running promotions and public promo codes, in the page's language. */
export function promotionRoutes(db: Database) {
  return async (app: FastifyInstance) => {
    app.get('/web-api/casino/promotions', async (request, reply) => {
      const { lng, kind } = parseInput(promotionsQuery, request.query, 'query');
      const rows = await db.query<PromotionRow>(
        `select ${columns(lng)} from casino_promotions p where ${RUNNING} and ($1::text is null or p.kind = $1)
         order by p.kind, p.position, p.id`,
        [kind ?? null],
      );
      reply.header('cache-control', 'public, max-age=60');
      return { promotions: rows.map(promotion) };
    });

    app.get('/web-api/casino/promotions/:id', async (request, reply) => {
      const { id } = parseInput(promotionParams, request.params, 'address');
      const { lng } = parseInput(promotionsQuery, request.query, 'query');
      const [row] = await db.query<PromotionRow>(
        `select ${columns(lng)} from casino_promotions p where p.id = $1 and ${RUNNING}`,
        [id],
      );
      if (!row) throw new HttpError(404, 'promotion_not_found', 'No such promotion');
      reply.header('cache-control', 'public, max-age=60');
      return { promotion: promotion(row) };
    });
  };
}
