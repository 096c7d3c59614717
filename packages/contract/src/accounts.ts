import { z } from 'zod/mini';

/** Account types: 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

/** Money travels as an exact decimal string with two decimals, never as a float. */
export const moneySchema = z.string().check(z.regex(/^\d{1,18}\.\d{2}$/, 'an amount such as 1250.00'));

export const accountSchema = z.object({
  id: z.int().check(z.positive()),
  type: z.union([z.literal(ACCOUNT_TYPE.main), z.literal(ACCOUNT_TYPE.bonus), z.literal(ACCOUNT_TYPE.currency)]),
  iso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  currencyId: z.int().check(z.positive()),
  money: moneySchema,
  points: z.int().check(z.nonnegative()),
  symbol: z.string(),
  isAccountFrozen: z.boolean(),
  isAvailableFirstDepositBonus: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /web-api/user/accounts — every account of the player and the active one. */
export const accountDataSchema = z.object({
  all_accounts: z.array(accountSchema),
  active_account_id: z.nullable(z.int().check(z.positive())),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** POST /web-api/user/accounts/active */
export const setActiveAccountBodySchema = z.strictObject({ id: z.int().check(z.positive()) });

/** POST /web-api/office/account/currency/add and …/remove */
export const currencyActionBodySchema = z.strictObject({ currency_id: z.int().check(z.positive()) });
export const currencyActionAnswerSchema = z.object({ data: z.object({ message: z.string() }) });

export const currencySchema = z.object({
  id: z.int().check(z.positive()),
  iso: z.string().check(z.regex(/^[A-Z]{3}$/)),
  symbol: z.string(),
  name: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

/** GET /web-api/office/account/currencies?lng= — the currencies a player may hold, named in that language. */
export const currenciesQuerySchema = z.strictObject({
  lng: z._default(z.string().check(z.regex(/^[a-z]{2}$/)), 'en'),
});
export const currenciesAnswerSchema = z.object({ currencies: z.array(currencySchema) });

/** GET /web-api/office/account/convert-status — what the convert-account page may offer. */
export const convertStatusSchema = z.object({
  /** The main account may change its currency: it holds no money and no points. */
  mainAccountAllowed: z.boolean(),
  /** Another currency account may still be opened. */
  additionalAccountAllowed: z.boolean(),
});
export type ConvertStatus = z.infer<typeof convertStatusSchema>;

/** POST /web-api/office/account/convert-main — the main (and bonus) account move to another currency. */
export const convertMainBodySchema = z.strictObject({ currency_id: z.int().check(z.positive()) });

/** The main account (type 0) and the currency accounts (type 9), as the header and the wallets page list them. */
export const moneyAccountsOf = (accounts: readonly Account[]): Account[] =>
  accounts.filter((account) => account.type !== ACCOUNT_TYPE.bonus);
