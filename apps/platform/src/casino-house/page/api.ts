import type { HouseActionBody, HouseRoundBody } from '@betfront/contract/casino-house';
import { houseRoundAnswerSchema, houseSessionAnswerSchema } from '@betfront/contract/casino-house';
import type { HouseRoundAnswer, HouseSessionAnswer } from '@betfront/contract/casino-house';
import { errorBodySchema } from '@betfront/contract/error';
import { t } from './texts';

const API = '/casino-house-api';

/** A refused call, told in the player's language. */
export class GameError extends Error {}

const ERROR_TEXTS: Record<string, string> = {
  insufficient_funds: 'game.error.insufficient_funds',
  token_used: 'game.error.session',
  token_invalid: 'game.error.session',
  token_expired: 'game.error.session',
  session_not_found: 'game.error.session',
  session_expired: 'game.error.session',
  round_in_progress: 'game.error.busy',
  self_excluded: 'game.error.limits',
  timed_out: 'game.error.limits',
  session_limit_ended: 'game.error.limits',
  wagering_limit_exceeded: 'game.error.limits',
  loss_limit_exceeded: 'game.error.limits',
  player_banned: 'game.error.restricted',
  account_frozen: 'game.error.restricted',
  identification_required: 'game.error.restricted',
  terms_changed: 'game.error.restricted',
  country_blocked: 'game.error.restricted',
  cash_out_too_early: 'crash.error.too_early',
  flight_not_found: 'game.error.session',
};

async function call<T>(path: string, body: object | null, parse: (value: unknown) => T): Promise<T> {
  let response: Response;
  try {
    response = await fetch(
      `${API}${path}`,
      body === null
        ? { method: 'GET' }
        : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    );
  } catch {
    throw new GameError(t('game.error.network'));
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const refusal = errorBodySchema.safeParse(json);
    const key = refusal.success ? ERROR_TEXTS[refusal.data.error.code] : undefined;
    throw new GameError(t(key ?? 'game.error.refused'));
  }
  return parse(json);
}

export const openSession = (token: string): Promise<HouseSessionAnswer> =>
  call('/sessions', { token }, (value) => houseSessionAnswerSchema.parse(value));

export const playRound = (sessionId: string, body: HouseRoundBody): Promise<HouseRoundAnswer> =>
  call(`/sessions/${sessionId}/rounds`, body, (value) => houseRoundAnswerSchema.parse(value));

export const actOnHand = (sessionId: string, body: HouseActionBody): Promise<HouseRoundAnswer> =>
  call(`/sessions/${sessionId}/actions`, body, (value) => houseRoundAnswerSchema.parse(value));

export const cashOut = (sessionId: string, roundId: string): Promise<HouseRoundAnswer> =>
  call(`/sessions/${sessionId}/cash-out`, { roundId }, (value) => houseRoundAnswerSchema.parse(value));

/** Answers when the flight ends by itself, or after a few seconds while it still flies. */
export const watchFlight = (sessionId: string, roundId: string): Promise<HouseRoundAnswer> =>
  call(`/sessions/${sessionId}/flights/${roundId}`, null, (value) => houseRoundAnswerSchema.parse(value));
