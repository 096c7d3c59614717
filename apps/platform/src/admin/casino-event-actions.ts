import { z } from 'zod';
import { TOURNAMENT_SCORINGS } from '@betfront/contract/casino-events';
import { HttpError } from '../http/http-error';
import { settleEndedTournaments } from '../casino/tournaments/settle-tournaments';
import { defineAction } from './define-action';
import { adminAmount } from './admin-amount';

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A new casino tournament (`docs/casino-events.md`): its texts in Russian and English, how rounds score, the games
 * (all when left out), the prize of each place, and its period.
 */
export const tournamentCreate = defineAction(
  z
    .object({
      titleRu: text(120),
      titleEn: text(120),
      rulesRu: text(4000),
      rulesEn: text(4000),
      scoring: z.enum(TOURNAMENT_SCORINGS),
      minStake: adminAmount.default('0'),
      currencyIso: z.string().regex(/^[A-Z]{3}$/, 'a currency such as RUB'),
      gameIds: z
        .array(z.string().regex(/^\d{1,9}$/))
        .min(1)
        .max(500)
        .optional(),
      prizes: z
        .array(adminAmount.refine((prize) => Number(prize) > 0, 'a prize is above 0'))
        .min(1)
        .max(100),
      startsAt: z.iso.datetime({ offset: true }),
      endsAt: z.iso.datetime({ offset: true }),
    })
    .refine((input) => Date.parse(input.endsAt) > Date.parse(input.startsAt), {
      message: 'the tournament ends after it starts',
      path: ['endsAt'],
    }),
  async ({ db }, input) =>
    db.transaction(async (tx) => {
      const [currency] = await tx.query('select 1 from currencies where iso = $1', [input.currencyIso]);
      if (!currency) throw new HttpError(404, 'currency_not_found', `No currency ${input.currencyIso}`);
      if (input.gameIds) {
        const known = await tx.query<{ id: string }>('select id from casino_games where id = any ($1)', [
          input.gameIds,
        ]);
        const unknown = input.gameIds.filter((id) => !known.some((game) => game.id === id));
        if (unknown.length > 0) throw new HttpError(404, 'casino_game_not_found', `No games ${unknown.join(', ')}`);
      }
      const [row] = await tx.query<{ id: number }>(
        `insert into casino_tournaments (title_ru, title_en, rules_ru, rules_en, scoring, min_stake, currency_iso,
           game_ids, prizes, starts_at, ends_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9::numeric[], $10, $11) returning id`,
        [
          input.titleRu,
          input.titleEn,
          input.rulesRu,
          input.rulesEn,
          input.scoring,
          input.minStake,
          input.currencyIso,
          input.gameIds ?? null,
          input.prizes,
          input.startsAt,
          input.endsAt,
        ],
      );
      return { id: row?.id };
    }),
);

/**
 * Outside production only: ends a running tournament now and settles it at once, so a test sees its prizes paid
 * without waiting for its end and the settlement job.
 */
export const tournamentEndNow = defineAction(
  z.object({ id: z.coerce.number().int().min(1) }),
  async ({ db }, { id }) => {
    const ended = await db.query(
      'update casino_tournaments set ends_at = now() where id = $1 and settled_at is null and ends_at > now() returning id',
      [id],
    );
    if (ended.length === 0) throw new HttpError(404, 'tournament_not_found', `No running tournament ${id}`);
    await settleEndedTournaments(db);
    return { id };
  },
);

/** Every tournament with its period and whether its prizes were paid. */
export const tournamentList = defineAction(z.object({}), async ({ db }) => ({
  tournaments: await db.query(
    `select id, title_en as title, scoring, currency_iso as "currencyIso", starts_at as "startsAt",
       ends_at as "endsAt", settled_at as "settledAt" from casino_tournaments order by id desc limit 200`,
  ),
}));

/**
 * Publishes a casino promotion or public promo code (bonus/casino/promotions, bonus/casino/promo), or replaces the
 * one of that id. A promo code's promotion is shown while its code (`promo-code create`) can be redeemed.
 */
export const casinoPromotionSet = defineAction(
  z
    .object({
      id: z.string().regex(/^[a-z0-9-]{2,60}$/, 'lower-case letters, digits and dashes'),
      kind: z.enum(['promotion', 'promo_code']),
      titleRu: text(120),
      titleEn: text(120),
      summaryRu: text(300),
      summaryEn: text(300),
      termsRu: text(6000),
      termsEn: text(6000),
      promoCode: z
        .string()
        .regex(/^[A-Z0-9]{4,32}$/)
        .optional(),
      actionPath: z
        .string()
        .regex(/^[a-z0-9/_-]{1,200}$/)
        .optional(),
      position: z.coerce.number().int().min(0).max(1000).default(0),
      endsAt: z.iso.datetime({ offset: true }).optional(),
    })
    .refine((input) => (input.kind === 'promo_code') === (input.promoCode !== undefined), {
      message: 'a promo_code promotion names its code, and only it',
      path: ['promoCode'],
    }),
  async ({ db }, input) => {
    await db.query(
      `insert into casino_promotions (id, kind, title_ru, title_en, summary_ru, summary_en, terms_ru, terms_en,
         promo_code, action_path, position, ends_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       on conflict (id) do update set kind = excluded.kind, title_ru = excluded.title_ru,
         title_en = excluded.title_en, summary_ru = excluded.summary_ru, summary_en = excluded.summary_en,
         terms_ru = excluded.terms_ru, terms_en = excluded.terms_en, promo_code = excluded.promo_code,
         action_path = excluded.action_path, position = excluded.position, ends_at = excluded.ends_at`,
      [
        input.id,
        input.kind,
        input.titleRu,
        input.titleEn,
        input.summaryRu,
        input.summaryEn,
        input.termsRu,
        input.termsEn,
        input.promoCode ?? null,
        input.actionPath ?? null,
        input.position,
        input.endsAt ?? null,
      ],
    );
    return { id: input.id };
  },
);

/**
 * Outside production only: moves a player's casino rounds the given days back, so a test can play a period that is
 * over (a cashback to claim) without waiting for it to end.
 */
export const casinoRoundsBackdate = defineAction(
  z.object({
    userId: z.coerce.number().int().min(1),
    days: z.coerce.number().int().min(1).max(60),
  }),
  async ({ db }, input) => {
    const moved = await db.query(
      `update casino_rounds set started_at = started_at - make_interval(days => $2),
         finished_at = finished_at - make_interval(days => $2)
       where user_id = $1 and status <> 'open' returning id`,
      [input.userId, input.days],
    );
    return { moved: moved.length };
  },
);
