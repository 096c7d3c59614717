import { z } from 'zod/mini';
import { moneySchema } from './accounts';
import { gameModeSchema } from './casino-wallet';

/**
 * The in-house provider's game API: what its game page (in the casino's iframe) asks its server. The page
 * opens a session with the launch token, then plays rounds; money moves only on the server.
 */
export const HOUSE_ENGINES = ['slot', 'crash', 'keno', 'scratch', 'plinko', 'blackjack'] as const;
export const houseEngineSchema = z.enum(HOUSE_ENGINES);
export type HouseEngine = z.infer<typeof houseEngineSchema>;

/** A multiplier with two places: "2.35" (×2.35). */
export const multiplierSchema = z.string().check(z.regex(/^\d{1,5}\.\d{2}$/, 'a multiplier such as 2.35'));

export const houseSessionBodySchema = z.object({ token: z.string().check(z.minLength(32), z.maxLength(64)) });

export const fairnessSchema = z.object({
  /** The seed that decided the round, revealed once it is over; null while a hand is in play. */
  serverSeed: z.nullable(z.string()),
  /** The hash of the seed that decides the next round. */
  nextServerSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.int(),
});
export type Fairness = z.infer<typeof fairnessSchema>;

const cardsSchema = z.array(z.int().check(z.gte(0), z.lt(312)));
export const blackjackViewSchema = z.object({
  engine: z.literal('blackjack'),
  player: cardsSchema,
  /** The dealer's cards; the hole card is left out while the player acts. */
  dealer: cardsSchema,
  playerTotal: z.int(),
  dealerTotal: z.nullable(z.int()),
  isDoubled: z.boolean(),
  mayDouble: z.boolean(),
  /** What the hand returned, as the first stake multiplied; null while the player acts. */
  multiplier: z.nullable(multiplierSchema),
});
export type BlackjackView = z.infer<typeof blackjackViewSchema>;

const spinSchema = z.object({
  grid: z.array(z.array(z.int())),
  lineWins: z.array(z.object({ line: z.int(), symbol: z.int(), count: z.int(), pays: z.int() })),
  scatters: z.int(),
  /** In line bets (a tenth of the stake). */
  pays: z.int(),
});
export type SpinView = z.infer<typeof spinSchema>;

export const roundOutcomeSchema = z.discriminatedUnion('engine', [
  z.object({ engine: z.literal('slot'), base: spinSchema, freeSpins: z.array(spinSchema) }),
  z.object({
    engine: z.literal('crash'),
    /** Where the flight crashed; null while it flies. */
    crashPoint: z.nullable(multiplierSchema),
    /** Where the player left the flight; null while it flies or when it crashed with the player aboard. */
    cashedOutAt: z.nullable(multiplierSchema),
    /** The automatic cash-out named before the flight. */
    autoCashOut: z.nullable(multiplierSchema),
    /** How long the flight has flown, by the server's clock: the page climbs from there. */
    elapsedMs: z.int().check(z.gte(0)),
    isWin: z.boolean(),
  }),
  z.object({
    engine: z.literal('keno'),
    picks: z.array(z.int()),
    drawn: z.array(z.int()),
    hits: z.array(z.int()),
    multiplier: multiplierSchema,
  }),
  z.object({ engine: z.literal('scratch'), fields: z.array(multiplierSchema), multiplier: multiplierSchema }),
  z.object({ engine: z.literal('plinko'), path: z.array(z.int()), bucket: z.int(), multiplier: multiplierSchema }),
  blackjackViewSchema,
]);
export type RoundOutcome = z.infer<typeof roundOutcomeSchema>;

export const houseRoundAnswerSchema = z.object({
  roundId: z.string(),
  /** Everything staked on the round so far (a doubled hand counts twice). */
  stake: moneySchema,
  /** Paid when the round is over; "0.00" while it is in play or lost. */
  win: moneySchema,
  isOver: z.boolean(),
  balance: moneySchema,
  outcome: roundOutcomeSchema,
  fairness: fairnessSchema,
});
export type HouseRoundAnswer = z.infer<typeof houseRoundAnswerSchema>;

export const houseSessionAnswerSchema = z.object({
  sessionId: z.string(),
  mode: gameModeSchema,
  game: z.object({
    id: z.string(),
    name: z.string(),
    engine: houseEngineSchema,
    palette: z.tuple([z.string(), z.string()]),
    symbols: z.string(),
  }),
  /** The account's currency; "FUN" for play money. */
  currencyIso: z.string(),
  balance: moneySchema,
  minStake: moneySchema,
  maxStake: moneySchema,
  fairness: fairnessSchema,
  /** A blackjack hand still in play when the page was reopened. */
  pending: z.nullable(z.object({ roundId: z.string(), stake: moneySchema, hand: blackjackViewSchema })),
  /** A crash flight still in the air when the page was reopened: the round as it stands. */
  flight: z.nullable(houseRoundAnswerSchema),
});
export type HouseSessionAnswer = z.infer<typeof houseSessionAnswerSchema>;

export const houseRoundBodySchema = z.object({
  stake: moneySchema,
  /** Crash: the automatic cash-out, taken when the multiplier reaches it before the crash. */
  target: z.optional(multiplierSchema),
  /** Keno: 1 to 10 different numbers of 1–80. */
  picks: z.optional(z.array(z.int().check(z.gte(1), z.lte(80))).check(z.minLength(1), z.maxLength(10))),
});
export type HouseRoundBody = z.infer<typeof houseRoundBodySchema>;

/** Crash: leave the flight now, at the multiplier the server's clock reaches. */
export const houseCashOutBodySchema = z.object({ roundId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, 'a round id')) });
export type HouseCashOutBody = z.infer<typeof houseCashOutBodySchema>;

export const houseActionBodySchema = z.object({ action: z.enum(['hit', 'stand', 'double']) });
export type HouseActionBody = z.infer<typeof houseActionBodySchema>;
