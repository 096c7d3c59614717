import type { loadCouponCodeAnswerSchema, loadedCouponBetSchema } from '@betfront/contract/bets';
import { randomInt } from 'node:crypto';
import type { z } from 'zod';
import type { Queryable } from '../db/database';
import { HttpError } from '../http/http-error';
import { parseSelectionId } from '../sportsbook/read/selection-id';
import type { SportsbookService } from '../sportsbook/read/sportsbook-service';
import type { SavedCouponCode } from './coupon-code-repository';
import { findCouponCode, insertCouponCode } from './coupon-code-repository';

type LoadedCouponBet = z.infer<typeof loadedCouponBetSchema>;
type LoadCouponCodeAnswer = z.infer<typeof loadCouponCodeAnswerSchema>;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const CODE_LENGTH = 8;
const CODE_ATTEMPTS = 5;

export function randomCouponCode(): string {
  return Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** Saves the coupon's selections under a new random code anyone can load. */
export async function saveCouponCode(db: Queryable, userId: number | null, coupon: SavedCouponCode): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = randomCouponCode();
    if (await insertCouponCode(db, code, userId, coupon)) return code;
  }
  throw new Error('No free coupon code after several attempts');
}

/** The saved selections priced now; a selection no longer offered has coef null, one whose game is gone is left out. */
export async function loadCouponCode(
  db: Queryable,
  sportsbook: SportsbookService,
  code: string,
  lng: string,
): Promise<LoadCouponCodeAnswer> {
  const saved = await findCouponCode(db, code);
  if (!saved) throw new HttpError(404, 'coupon_code_not_found', `There is no coupon with the code ${code}`);
  const offered = await sportsbook.selections(
    saved.bets.map((bet) => bet.id),
    lng,
  );
  const bets: LoadedCouponBet[] = [];
  for (const bet of saved.bets) {
    const found = offered.get(bet.id);
    const ref = parseSelectionId(bet.id);
    if (!found || !ref) continue;
    const { game } = found;
    const selection = 'selection' in found ? found.selection : null;
    bets.push({
      id: bet.id,
      isBanker: bet.isBanker,
      coef: game.isSuspended ? null : (selection?.coef ?? null),
      gameId: game.id,
      sportId: game.sportId,
      champName: game.champName,
      home: game.home.name,
      away: game.away.name,
      startAt: game.startAt,
      isLive: game.status === 'live',
      isFinished: game.status === 'finished',
      period: ref.key.period,
      kind: ref.key.kind,
      line: ref.key.line,
      code: ref.code,
      param: selection?.param ?? null,
    });
  }
  return { code, typeId: saved.typeId, systemValue: saved.systemValue, bets };
}
