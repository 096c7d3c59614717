import { COUPON_TYPE, quote } from '@betfront/coupon';
import type { GameSummary, Selection } from '@betfront/contract/sportsbook';
import { seededRandom } from '../catalogue/random';

export interface ExpressOfDay {
  id: string;
  coef: string;
  bets: { selectionId: string; coef: string; game: GameSummary }[];
}

const EXPRESSES = 2;
const BETS = { min: 3, max: 5 };
const COEF = { min: 1.25, max: 2 };

const inRange = (selection: Selection): selection is Selection & { coef: string } =>
  selection.coef !== null && Number(selection.coef) >= COEF.min && Number(selection.coef) <= COEF.max;

/** A game's pick: the favourite to win, else the likelier side of the main total, when priced 1.25–2.00. */
function pickOf(game: GameSummary): { selectionId: string; coef: string } | null {
  const winner = game.markets.find((m) => m.period === 'game' && (m.kind === 'winner3' || m.kind === 'winner2'));
  const sides = winner?.selections.filter((s) => s.code === '1' || s.code === '2') ?? [];
  const favourite = sides.filter(inRange).sort((a, b) => Number(a.coef) - Number(b.coef))[0];
  const total = game.markets.find((m) => m.period === 'game' && m.kind === 'total');
  const likelierTotal = (total?.selections ?? []).filter(inRange).sort((a, b) => Number(a.coef) - Number(b.coef))[0];
  const pick = favourite ?? likelierTotal;
  return pick ? { selectionId: pick.id, coef: pick.coef } : null;
}

/** A number for the day, so the same day draws the same expresses. */
const daySeed = (day: string) => Number(day.replaceAll('-', ''));

/** Each game's place in the day's draw depends on the day and the game alone: a game that starts leaves the rest. */
const drawOrder = (seed: number, game: GameSummary) => seededRandom(seed ^ game.id).next();

/**
 * The expresses of the day from line games (main markets) starting today or tomorrow: drawn with the day's seed,
 * each from games no other uses, its total coef the coupon engine's, so it matches the coupon exactly.
 */
export function drawExpressesOfDay(day: string, games: readonly GameSummary[]): ExpressOfDay[] {
  const seed = daySeed(day);
  const random = seededRandom(seed);
  const picks = [...games]
    .sort((a, b) => drawOrder(seed, a) - drawOrder(seed, b))
    .flatMap((game) => {
      const pick = pickOf(game);
      return pick ? [{ ...pick, game }] : [];
    });
  const expresses: ExpressOfDay[] = [];
  for (let n = 1; n <= EXPRESSES; n += 1) {
    const size = random.int(BETS.min, BETS.max);
    if (picks.length < BETS.min) break;
    const bets = picks.splice(0, size);
    const { coef } = quote({
      typeId: COUPON_TYPE.express,
      amount: 1,
      bets: bets.map((bet) => ({ id: bet.selectionId, coef: bet.coef })),
    });
    expresses.push({ id: `${day}-${n}`, coef, bets });
  }
  return expresses;
}
