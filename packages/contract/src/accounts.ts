import { z } from 'zod';

/** Account types: 0 main, 4 bonus, 9 currency. */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;

/** Money travels as an exact decimal string with two decimals, never as a float. */
export const moneySchema = z.string().regex(/^\d{1,18}\.\d{2}$/, 'an amount such as 1250.00');

export const accountSchema = z.object({
  id: z.number().int().positive(),
  type: z.union([z.literal(ACCOUNT_TYPE.main), z.literal(ACCOUNT_TYPE.bonus), z.literal(ACCOUNT_TYPE.currency)]),
  iso: z.string().regex(/^[A-Z]{3}$/),
  currencyId: z.number().int().positive(),
  money: moneySchema,
  points: z.number().int().nonnegative(),
  symbol: z.string(),
  isAccountFrozen: z.boolean(),
  isAvailableFirstDepositBonus: z.boolean(),
});
export type Account = z.infer<typeof accountSchema>;

/** GET /web-api/user/accounts — every account of the player and the active one. */
export const accountDataSchema = z.object({
  all_accounts: z.array(accountSchema),
  active_account_id: z.number().int().positive().nullable(),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** POST /web-api/user/accounts/active */
export const setActiveAccountBodySchema = z.object({ id: z.number().int().positive() }).strict();

/** POST /web-api/office/account/currency/add and …/remove */
export const currencyActionBodySchema = z.object({ currency_id: z.number().int().positive() }).strict();
export const currencyActionAnswerSchema = z.object({ data: z.object({ message: z.string() }) });

export const currencySchema = z.object({
  id: z.number().int().positive(),
  iso: z.string().regex(/^[A-Z]{3}$/),
  symbol: z.string(),
  name: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

/** GET /web-api/office/account/currencies?lng= — the currencies a player may hold, named in that language. */
export const currenciesQuerySchema = z
  .object({
    lng: z
      .string()
      .regex(/^[a-z]{2}$/)
      .default('en'),
  })
  .strict();
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
export const convertMainBodySchema = z.object({ currency_id: z.number().int().positive() }).strict();

/** The main account (type 0) and the currency accounts (type 9), as the header and the wallets page list them. */
export const moneyAccountsOf = (accounts: readonly Account[]): Account[] =>
  accounts.filter((account) => account.type !== ACCOUNT_TYPE.bonus);
