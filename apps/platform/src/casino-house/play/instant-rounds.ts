import type { HouseEngine, HouseRoundBody, RoundOutcome } from '@betfront/contract/casino-house';
import { HttpError } from '../../http/http-error';
import { MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS } from '../engines/crash';
import { playKeno } from '../engines/keno';
import { playPlinko } from '../engines/plinko';
import type { Rng } from '../engines/rng';
import { playScratch } from '../engines/scratch';
import { LINES, playSlot } from '../engines/slot';
import { multiplierHundredths, multiplierText } from './multiplier';

export interface InstantResult {
  outcome: RoundOutcome;
  /** What the round returns, as the stake multiplied in hundredths. */
  multiplierHundredths: number;
}

/** Checks the player's choices for the game before any money moves; a bad one is a named 400. */
export function checkRoundInput(engine: HouseEngine, body: HouseRoundBody): void {
  if (engine === 'crash' && body.target !== undefined) {
    const target = multiplierHundredths(body.target);
    if (target < MIN_TARGET_HUNDREDTHS || target > MAX_TARGET_HUNDREDTHS) {
      throw new HttpError(400, 'invalid_target', 'Cash out at 1.01× to 1000.00×');
    }
  }
  if (engine === 'keno') {
    const picks = body.picks ?? [];
    if (picks.length === 0 || new Set(picks).size !== picks.length) {
      throw new HttpError(400, 'invalid_picks', 'Pick 1 to 10 different numbers');
    }
  }
}

/** A round that is decided at once: the chance drawn, the outcome shown, the multiplier paid. */
export function playInstantRound(
  engine: Exclude<HouseEngine, 'blackjack' | 'crash'>,
  rng: Rng,
  body: HouseRoundBody,
): InstantResult {
  switch (engine) {
    case 'slot': {
      const round = playSlot(rng);
      // pays are in line bets: a tenth of the stake each
      return {
        outcome: { engine, base: round.base, freeSpins: round.freeSpins },
        multiplierHundredths: (round.totalPays * 100) / LINES,
      };
    }
    case 'keno': {
      const round = playKeno(rng, body.picks ?? []);
      const { multiplierHundredths: paid, ...shown } = round;
      return { outcome: { engine, ...shown, multiplier: multiplierText(paid) }, multiplierHundredths: paid };
    }
    case 'scratch': {
      const round = playScratch(rng);
      return {
        outcome: {
          engine,
          fields: round.fields.map(multiplierText),
          multiplier: multiplierText(round.multiplierHundredths),
        },
        multiplierHundredths: round.multiplierHundredths,
      };
    }
    case 'plinko': {
      const round = playPlinko(rng);
      return {
        outcome: {
          engine,
          path: round.path,
          bucket: round.bucket,
          multiplier: multiplierText(round.multiplierHundredths),
        },
        multiplierHundredths: round.multiplierHundredths,
      };
    }
  }
}
