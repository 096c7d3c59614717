import { z } from 'zod/mini';
import { moneySchema } from './accounts';

/**
 * The seamless wallet: the calls a game provider makes to the platform to play a player's money. Each body is
 * JSON signed with the provider's secret (`x-casino-signature`); debits, credits and rollbacks are idempotent
 * on their transaction id. See docs/casino-games.md.
 */
export const WALLET_OPERATIONS = ['authenticate', 'balance', 'debit', 'credit', 'rollback'] as const;
export const walletOperationSchema = z.enum(WALLET_OPERATIONS);
export type WalletOperation = z.infer<typeof walletOperationSchema>;

/** A provider's id of a round or a transaction: unique per provider. */
const providerIdSchema = z.string().check(z.regex(/^[A-Za-z0-9:_-]{1,80}$/, 'letters, digits, ":", "_" or "-"'));
const launchTokenSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{32,64}$/, 'a launch token'));

export const gameModeSchema = z.enum(['demo', 'real']);
export type GameMode = z.infer<typeof gameModeSchema>;

export const walletAuthenticateSchema = z.object({ token: launchTokenSchema });
export const walletBalanceSchema = z.object({ token: launchTokenSchema });
export const walletDebitSchema = z.object({
  token: launchTokenSchema,
  gameId: z.string().check(z.regex(/^[a-z0-9-]{2,60}$/)),
  roundId: providerIdSchema,
  transactionId: providerIdSchema,
  amount: moneySchema,
});
export const walletCreditSchema = z.object({
  roundId: providerIdSchema,
  transactionId: providerIdSchema,
  /** "0.00" closes a lost round without moving money. */
  amount: moneySchema,
  /** The round is over: no more debits or credits. */
  isFinal: z.boolean(),
});
export const walletRollbackSchema = z.object({ roundId: providerIdSchema, transactionId: providerIdSchema });

export type WalletAuthenticateCall = z.infer<typeof walletAuthenticateSchema>;
export type WalletBalanceCall = z.infer<typeof walletBalanceSchema>;
export type WalletDebitCall = z.infer<typeof walletDebitSchema>;
export type WalletCreditCall = z.infer<typeof walletCreditSchema>;
export type WalletRollbackCall = z.infer<typeof walletRollbackSchema>;

/** Who plays: real money of one account, or play money (demo) with no player behind it. */
export const walletPlayerSchema = z.object({
  mode: gameModeSchema,
  /** The platform's opaque id of the player for this provider; null in demo. */
  playerRef: z.nullable(z.string()),
  gameId: z.string(),
  language: z.enum(['ru', 'en']),
  /** The account's currency; null in demo. */
  currencyIso: z.nullable(z.string()),
  /** The account's balance; null in demo. */
  balance: z.nullable(moneySchema),
});
export type WalletPlayer = z.infer<typeof walletPlayerSchema>;

export const walletBalanceAnswerSchema = z.object({ balance: moneySchema, currencyIso: z.string() });
export type WalletBalanceAnswer = z.infer<typeof walletBalanceAnswerSchema>;

/** `unknown_round`: a rollback of a round the platform never saw, logged and otherwise ignored. */
export const walletMoveAnswerSchema = z.object({
  balance: z.nullable(moneySchema),
  status: z.enum(['posted', 'duplicate', 'unknown_round']),
});
export type WalletMoveAnswer = z.infer<typeof walletMoveAnswerSchema>;

/** POST /web-api/casino/launch */
export const casinoLaunchBodySchema = z.object({
  gameId: z.string().check(z.regex(/^[a-z0-9-]{2,60}$/, 'a game id')),
  mode: gameModeSchema,
  language: z.enum(['ru', 'en']),
});
export type CasinoLaunchBody = z.infer<typeof casinoLaunchBodySchema>;
export const casinoLaunchAnswerSchema = z.object({ url: z.string() });
export type CasinoLaunchAnswer = z.infer<typeof casinoLaunchAnswerSchema>;

/** GET /web-api/casino/rounds — the player's real-money rounds, newest first. */
export const casinoRoundsQuerySchema = z.object({
  page: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100_000)), 1),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 20),
  /** Only the rounds of games listed under this section (office `slots`); every round when missing. */
  section: z.optional(z.enum(['slots'])),
});
export const casinoRoundSchema = z.object({
  id: z.string().check(z.regex(/^\d+$/)),
  gameId: z.string(),
  gameName: z.string(),
  stake: moneySchema,
  win: moneySchema,
  currencyIso: z.string(),
  status: z.enum(['open', 'closed', 'rolled_back']),
  startedAt: z.iso.datetime({ offset: true }),
});
export type CasinoRound = z.infer<typeof casinoRoundSchema>;
export const casinoRoundsAnswerSchema = z.object({
  rounds: z.array(casinoRoundSchema),
  total: z.int().check(z.gte(0)),
});
export type CasinoRoundsAnswer = z.infer<typeof casinoRoundsAnswerSchema>;

/** POST /web-api/casino/rounds/mail — the latest rounds sent to the player's e-mail. */
export const casinoHistoryMailAnswerSchema = z.object({ sentTo: z.string(), rounds: z.int().check(z.gte(0)) });
export type CasinoHistoryMailAnswer = z.infer<typeof casinoHistoryMailAnswerSchema>;
