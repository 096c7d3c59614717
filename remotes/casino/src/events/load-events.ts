import {
  casinoPromotionAnswerSchema,
  casinoPromotionsAnswerSchema,
  tournamentAnswerSchema,
  tournamentsAnswerSchema,
} from '@betfront/contract/casino-events';
import type { Fetcher, RemoteContext } from '@betfront/remote-kit';
import type { CasinoData } from '../casino-data';
import { getAnswer } from '../lobby/fetch-answer';
import { NOT_FOUND } from '../lobby/lobby-view';
import type { EventsView } from './events-view';

const FAILED: EventsView = { kind: 'failed' };

async function tournament(fetch: Fetcher, ctx: RemoteContext, isResults: boolean) {
  const id = ctx.route.params.id ?? '';
  if (!/^\d{1,9}$/.test(id)) return NOT_FOUND;
  const answer = await getAnswer(fetch, `/web-api/casino/tournaments/${id}`, { lng: ctx.lng }, tournamentAnswerSchema);
  if (!answer.ok) return answer.status === 404 ? NOT_FOUND : FAILED;
  return { kind: 'tournament', answer: answer.data, isResults } satisfies EventsView;
}

async function promotion(fetch: Fetcher, ctx: RemoteContext) {
  const id = ctx.route.params.id ?? '';
  if (!/^[a-z0-9-]{2,60}$/.test(id)) return NOT_FOUND;
  const path = `/web-api/casino/promotions/${id}`;
  const answer = await getAnswer(fetch, path, { lng: ctx.lng }, casinoPromotionAnswerSchema);
  if (!answer.ok) return answer.status === 404 ? NOT_FOUND : FAILED;
  return { kind: 'promotion', promotion: answer.data.promotion } satisfies EventsView;
}

async function promotions(fetch: Fetcher, lng: string, kind: 'promotion' | 'promo_code') {
  const answer = await getAnswer(fetch, '/web-api/casino/promotions', { lng, kind }, casinoPromotionsAnswerSchema);
  if (!answer.ok) return FAILED;
  return {
    kind: 'promotions',
    promotions: answer.data.promotions,
    isPromoCodes: kind === 'promo_code',
  } satisfies EventsView;
}

async function overview(fetch: Fetcher, lng: string): Promise<EventsView> {
  const [tournaments, offers] = await Promise.all([
    getAnswer(fetch, '/web-api/casino/tournaments', { lng }, tournamentsAnswerSchema),
    getAnswer(fetch, '/web-api/casino/promotions', { lng }, casinoPromotionsAnswerSchema),
  ]);
  if (!tournaments.ok || !offers.ok) return FAILED;
  const live = tournaments.data.tournaments.filter((one) => one.status === 'running' || one.status === 'upcoming');
  return { kind: 'overview', tournaments: live, promotions: offers.data.promotions };
}

/** The tournaments and promotions a page of the bonus section shows; null for the other casino pages. */
export async function loadEventsView(
  data: CasinoData,
  ctx: RemoteContext,
  fetch: Fetcher,
): Promise<EventsView | typeof NOT_FOUND | null> {
  const { lng } = ctx;
  switch (data.content) {
    case 'bonuses':
      return overview(fetch, lng);
    case 'bonus':
      return promotion(fetch, ctx);
    case 'tournaments': {
      const answer = await getAnswer(fetch, '/web-api/casino/tournaments', { lng }, tournamentsAnswerSchema);
      return answer.ok ? { kind: 'tournaments', tournaments: answer.data.tournaments } : FAILED;
    }
    case 'tournament':
      return tournament(fetch, ctx, false);
    case 'tournament-results':
      return tournament(fetch, ctx, true);
    case 'promotions':
      return promotions(fetch, lng, 'promotion');
    case 'promo':
      return promotions(fetch, lng, 'promo_code');
    default:
      return null;
  }
}
