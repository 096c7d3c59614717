import { resolve } from 'node:path';
import type { AdminActionName } from './admin-actions';

export interface ParsedCommand {
  action: AdminActionName;
  input: Record<string, unknown>;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

/** Options that take the next word as their value, even when it starts with dashes (`--prop --accent`). */
const VALUE_OPTIONS: Record<string, string> = {
  minutes: 'minutes',
  in: 'startsInMinutes',
  country: 'country',
  'user-agent': 'userAgent',
  reason: 'reason',
  from: 'from',
  to: 'to',
  code: 'code',
  name: 'name',
  position: 'position',
  prop: 'prop',
  value: 'value',
  login: 'login',
  password: 'password',
  email: 'email',
  phone: 'phone',
  banned: 'banLevel',
  'ban-version': 'banVersion',
  'terms-version': 'termsVersion',
  account: 'accountId',
  amount: 'amount',
  ref: 'reference',
  seconds: 'seconds',
  'hour-seconds': 'hourSeconds',
  currency: 'currency',
  kind: 'kind',
  min: 'min',
  max: 'max',
  'fee-percent': 'feePercent',
  'fee-fixed': 'feeFixed',
  'processing-minutes': 'minutes',
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  message: 'message',
  status: 'status',
  user: 'userId',
  subject: 'subject',
  body: 'body',
  language: 'language',
  'send-id': 'sendId',
  channel: 'channel',
  at: 'at',
  note: 'note',
  queue: 'queue',
};
const FLAG_OPTIONS: Record<string, string> = {
  hidden: 'hidden',
  unverified: 'unverified',
  'has-deposit': 'hasDeposit',
  all: 'all',
};

function splitArguments(argv: readonly string[]): { words: string[]; options: Record<string, unknown> } {
  const words: string[] = [];
  const options: Record<string, unknown> = {};
  for (let index = 0; index < argv.length; index += 1) {
    const token = argv[index] ?? '';
    if (!token.startsWith('--')) {
      words.push(token);
      continue;
    }
    const name = token.slice(2);
    const flag = FLAG_OPTIONS[name];
    const valueKey = VALUE_OPTIONS[name];
    if (flag) options[flag] = true;
    else if (valueKey) {
      const value = argv[index + 1];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      options[valueKey] = value;
      index += 1;
    } else throw new UsageError(`Unknown option --${name}`);
  }
  return { words, options };
}

/** A setting value as typed: true/false, numbers and null become JSON values; anything else stays text. */
export function settingValueFromText(text: string): unknown {
  if (text === 'true' || text === 'false') return text === 'true';
  if (text === 'null') return null;
  if (/^-?\d+$/.test(text)) return Number(text);
  // A list of numbers, such as the coupon types a stake limit applies to: "[0,1,2]".
  if (/^\[[\d,\s]*\]$/.test(text)) return JSON.parse(text) as number[];
  return text;
}

/** A definition or settings typed as a JSON object on the command line. */
function objectFromText(text: string, example: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  throw new UsageError(`The ${example}, ...}`);
}

function command(action: AdminActionName, input: Record<string, unknown> = {}): ParsedCommand {
  return { action, input };
}

/** Turns `block add --country UA --reason 13` and friends into an action and its raw input. */
export function parseCliArguments(argv: readonly string[]): ParsedCommand {
  const { words, options } = splitArguments(argv);
  const [noun, verb, first, second] = words;
  // A path relative to where the command runs, whichever process writes the file.
  if (noun === 'backup') return command('databaseBackup', { file: verb === undefined ? undefined : resolve(verb) });
  const phrase = `${noun ?? ''} ${verb ?? ''}`.trim();
  switch (phrase) {
    case 'maintenance on':
      return command('maintenanceOn', options);
    case 'maintenance off':
      return command('maintenanceOff');
    case 'block add':
      return command('blockAdd', options);
    case 'block remove':
      return command('blockRemove', first ? { country: first, ...options } : options);
    case 'block list':
      return command('blockList');
    case 'redirect add':
      return command('redirectAdd', options);
    case 'redirect remove':
      return command('redirectRemove', first ? { from: first, ...options } : options);
    case 'redirect list':
      return command('redirectList');
    case 'feature on':
    case 'feature off':
      return command('featureSwitch', { number: first, on: verb === 'on' });
    case 'route on':
    case 'route off':
      return command('routeSwitch', { number: first, on: verb === 'on' });
    case 'fragment add':
      return command('fragmentAdd', { fragment: first });
    case 'fragment remove':
      return command('fragmentRemove', { fragment: first });
    case 'fragment list':
      return command('fragmentList');
    case 'language add':
      return command('languageAdd', { code: first, ...options });
    case 'language remove':
      return command('languageRemove', { code: first });
    case 'brand set':
      return command('brandSet', options);
    case 'brand remove':
      return command('brandRemove', first ? { prop: first, ...options } : options);
    case 'setting set':
      if (first === undefined || second === undefined) throw new UsageError('Usage: setting set <key> <value>');
      return command('settingSet', { key: first, value: settingValueFromText(second) });
    case 'setting unset':
      return command('settingUnset', { key: first });
    case 'settings show':
      return command('settingsShow');
    case 'user create':
      return command('userCreate', options);
    case 'user transfer-required':
      return command('transferRequire', { userId: first, required: second !== 'off' });
    case 'ledger verify':
      return command('ledgerVerify');
    case 'partners report':
      return command('partnerReport', options);
    case 'analytics report':
      return command('analyticsReport', options);
    case 'ledger adjust':
      return command('ledgerAdjust', options);
    case 'prepaid grant':
      return command('prepaidGrant', options);
    case 'limits clock':
      return command('limitClockSet', options);
    case 'payment-method list':
      return command('paymentMethodList', options);
    case 'payment-method set':
      return command('paymentMethodSet', { code: first, ...options });
    case 'payment-settings show':
      return command('paymentSettingsShow');
    case 'payment-settings set':
      if (first === undefined || second === undefined)
        throw new UsageError('Usage: payment-settings set <key> <value>');
      return command('paymentSettingSet', { key: first, value: settingValueFromText(second) });
    case 'withdrawal list':
      return command('withdrawalList');
    case 'withdrawal approve':
      return command('withdrawalApprove', { id: first });
    case 'withdrawal reject':
      return command('withdrawalReject', { id: first, ...options });
    case 'payment-request list':
      return command('paymentRequestList', options);
    case 'payment-request answer':
      return command('paymentRequestAnswer', { id: first, ...options });
    case 'payment-request close':
      return command('paymentRequestClose', { id: first });
    case 'team-cash on':
    case 'team-cash off':
      return command('teamCashSet', { userId: first, on: verb === 'on' });
    case 'lottery list':
      return command('lotteryList');
    case 'lottery set':
      if (first === undefined || second === undefined) throw new UsageError('Usage: lottery set <slug> <json>');
      return command('lotterySet', {
        ...objectFromText(second, 'lottery is a JSON object, such as {"nameEn": "Lotto 6/45"'),
        slug: first,
      });
    case 'lottery draw-now':
      return command('lotteryDrawNow', { slug: first });
    case 'toto play-now':
      return command('totoPlayNow');
    case 'toto settings':
      return command('totoSettingsShow');
    case 'toto set':
      if (first === undefined) throw new UsageError("Usage: toto set '<json>'");
      return command(
        'totoSettingsSet',
        objectFromText(first, 'toto settings are a JSON object, such as {"variantPrices": {"RUB": "10"}'),
      );
    case 'virtual list':
      return command('virtualList');
    case 'virtual set':
      if (first === undefined || second === undefined) throw new UsageError("Usage: virtual set <slug> '<json>'");
      return command('virtualSet', {
        ...objectFromText(second, 'game settings are a JSON object, such as {"roundEverySeconds": 180'),
        slug: first,
      });
    case 'virtual play-now':
      return command('virtualPlayNow', second === undefined ? { slug: first } : { slug: first, roundId: second });
    case 'express-boost show':
      return command('expressBoostShow');
    case 'express-boost set':
      return command('expressBoostSet', jsonArgument(first, 'express-boost set'));
    case 'express-boost off':
      return command('expressBoostSet', { tiers: [] });
    case 'express-boost limits':
      if (first === undefined) throw new UsageError('Usage: express-boost limits <currency> --min 50 --max 100000|off');
      return command(
        'expressBoostLimitsSet',
        second === 'off'
          ? { currencyIso: first, off: true }
          : { currencyIso: first, minStake: options.min, maxBonus: options.max },
      );
    case 'cash-out show':
      return command('cashOutShow');
    case 'cash-out on':
    case 'cash-out off':
      return command('cashOutSet', { isEnabled: verb });
    case 'cash-out live':
      return command('cashOutSet', { isLiveEnabled: first });
    case 'cash-out sport':
      return command('cashOutSet', { sportId: first, isSportEnabled: second });
    case 'cash-out margin':
      return command('cashOutSet', { margin: first });
    case 'cash-out max':
      return command('cashOutSet', { maxSaleValue: first });
    case 'bonus-offer list':
      return command('bonusOfferList');
    case 'bonus-offer create':
      return command('bonusOfferCreate', jsonArgument(first, 'bonus-offer create'));
    case 'bonus-offer publish':
    case 'bonus-offer unpublish':
      return command('bonusOfferPublish', { code: first, isPublished: verb === 'publish' });
    case 'promo-code create':
      return command('bonusPromoCreate', jsonArgument(first, 'promo-code create'));
    case 'tournament list':
      return command('tournamentList');
    case 'tournament create':
      return command('tournamentCreate', jsonArgument(first, 'tournament create'));
    case 'casino-promotion set':
      return command('casinoPromotionSet', jsonArgument(first, 'casino-promotion set'));
    case 'cashback-levels list':
      return command('cashbackLevelsList');
    case 'cashback-levels set':
      return command('cashbackLevelsSet', jsonArgument(first, 'cashback-levels set'));
    case 'article list':
      return command('articleList', first === undefined ? {} : { kind: first });
    case 'article set':
      return command('articleSet', jsonArgument(first, 'article set'));
    case 'article publish':
    case 'article unpublish':
      return command('articlePublish', { kind: first, slug: second, isPublished: verb === 'publish', ...options });
    case 'message send':
      return command('messageSend', options);
    case 'special-offer create':
      return command('specialOfferCreate', jsonArgument(first, 'special-offer create'));
    case 'newsletter send':
      return command('newsletterSend', options);
    case 'identification list':
      return command('identificationList');
    case 'identification show':
      return command('identificationShow', { id: first });
    case 'identification verify':
      return command('identificationDecide', { id: first, decision: 'verified' });
    case 'identification reject':
      return command('identificationDecide', { id: first, decision: 'rejected', ...options });
    case 'support-request list':
      return command('supportRequestList', options);
    case 'support-request answer':
      return command('supportRequestAnswer', { id: first, ...options });
    case 'support-request close':
      return command('supportRequestClose', { id: first });
    case 'support-attachment show':
      return command('supportAttachmentShow', { id: first });
    case 'callback list':
      return command('callbackList', options);
    case 'callback schedule':
      return command('callbackSchedule', { id: first, ...options });
    case 'callback done':
      return command('callbackDone', { id: first, ...options });
    case 'callback cancel':
      return command('callbackCancel', { id: first, ...options });
    case 'appeal list':
      return command('appealList', options);
    case 'appeal accept':
      return command('appealAnswer', { id: first, decision: 'accepted', ...options });
    case 'appeal decline':
      return command('appealAnswer', { id: first, decision: 'declined', ...options });
    case 'chat list':
      return command('chatList', options);
    case 'chat answer':
      return command('chatAnswer', { id: first, ...options });
    case 'chat close':
      return command('chatClose', { id: first });
    default:
      throw new UsageError(`Unknown command "${words.join(' ')}". Run "npm run admin -- help" for the list.`);
  }
}

/** A command's input given as one JSON word (the offers' texts are long and in two languages). */
function jsonArgument(word: string | undefined, usage: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(word ?? '');
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw new UsageError(`Usage: ${usage} '<JSON object>' (see docs/bonuses.md)`);
}

export const CLI_USAGE = `Usage: npm run admin -- <command>

  maintenance on [--minutes N] [--in M]    switch maintenance on (for N minutes, starting in M minutes)
  maintenance off
  block add --country UA --reason 13       block a country (reasons 1 2 3 4 5 8 13 14 16 17)
  block add --user-agent "Opera Mini" --reason 13
  block remove --country UA | --user-agent "Opera Mini"
  block list
  redirect add --from /old --to /new [--code 301]
  redirect remove --from /old
  redirect list
  feature on|off <number>
  route on|off <number>
  fragment add|remove <fragment>
  fragment list
  language add <code> --name "Oʻzbek" [--hidden] [--position N]   (only once the site has its texts)
  language remove <code>
  brand set --prop --accent --value "#ff0"
  brand remove --prop --accent
  setting set <key> <value>                e.g. setting set isIdentificationEnabled true
  setting unset <key>                      back to the default
  settings show
  user create --login x --password y [--email e] [--banned LEVEL] [--ban-version N]
              [--unverified] [--has-deposit] [--terms-version N]      (not in production)
  ledger verify                            recompute every balance from the journal; fails on any difference
  partners report [--since 2026-11-01]     sign-ups and completed deposits by partner id and reflink tag
  analytics report [--from D] [--to D] [--name bet_placed]   events by name and UTC day (the last 30 days)
  ledger adjust --account ID --amount -25.50 --ref TICKET-1 --reason "why"   correct one balance
  backup <file>                            copy the embedded database to a file, while the platform runs
  restore <file>                           replace the embedded database with a backup (platform stopped; docs/recovery.md)
  limits clock --seconds N [--hour-seconds S]   move the limit rules' clock forward, shorten the session limit's hour (not in production)
  payment-method list [--currency RUB]    the payment methods by currency
  payment-method set <code> --currency RUB [--kind card --min 100 --max 5000] [--fee-percent 1.5]
              [--fee-fixed 10] [--processing-minutes 15] [--deposit on|off] [--withdrawal on|off]
  payment-settings show
  payment-settings set <key> <value>       e.g. payment-settings set withdrawalAutoApproveUpTo '{"RUB":"1000"}'
  withdrawal list                          withdrawals waiting for a decision
  withdrawal approve <id>                  the provider is asked to pay it out
  withdrawal reject <id> --reason "why"    the held amount goes back to the player
  payment-request list [--status open|answered|closed]   players' payment requests with their threads
  payment-request answer <id> --message "text"          the operator's answer in the thread
  payment-request close <id>                            settle a request: it takes no more messages
  team-cash on|off <userId>                             take a player on as a team-cash agent, or off
  lottery list                             every lottery with its rules and prize table
  lottery set <slug> '<json>'              create or change a lottery (fields in docs/draws.md)
  lottery draw-now <slug>                  close the open draw and run it now (not in production)
  toto play-now                            close the current toto draw, play its games and settle it (not in prod)
  toto settings                            what the next toto draws open with (price, variants, shares, lead time)
  toto set '<json>'                        change those settings (fields in docs/draws.md)
  virtual list                             every virtual and TV game with its schedule, margin and stake limits
  virtual set <slug> '<json>'              change a game's schedule, margin, stake limits or names (docs/draws.md)
  virtual play-now <slug> [roundId]        close the game's next round (or that one) and play it now (not in prod)
  express-boost show                       the accumulator boost: tiers, least coef, limits by currency
  express-boost set '<JSON>'               the tiers, e.g. '{"minCoef":"1.30","tiers":[{"minPicks":4,"percent":"5"}]}'
  express-boost off                        no tiers: no express takes a boost
  express-boost limits <currency> --min 50 --max 100000   the least stake and the most boost (or: off)
  cash-out show                            the cash-out controls
  cash-out on|off                          cash out for the whole site
  cash-out live on|off                     cash out of bets on games in play
  cash-out sport <sportId> on|off          cash out of bets on one sport
  cash-out margin 0.05                     the share taken off the fair value
  cash-out max 5000|none                   the most one sale may pay
  bonus-offer list                         the bonus offers
  bonus-offer create '<JSON>'              a new bonus offer, unpublished (docs/bonuses.md)
  bonus-offer publish|unpublish <code>     show an offer to players, or withdraw it
  promo-code create '<JSON>'               a promo code: bonus money, a free bet or a deposit offer
  tournament list                          the casino tournaments
  tournament create '<JSON>'               a new casino tournament (docs/casino-events.md)
  casino-promotion set '<JSON>'            publishes a casino promotion or promo code (docs/casino-events.md)
  cashback-levels list                     the cashback levels, minimum and cap of each programme and currency
  cashback-levels set '<JSON>'             a programme's levels in one currency (docs/casino-events.md)
  article list [news|promotion|partner|landing]   the operator's articles, drafts first
  article set '<JSON>'                     create or rewrite an article in both languages (docs/content-and-referrals.md)
  article publish|unpublish <kind> <slug> [--at 2026-12-01T09:00:00Z]   show an article, or take it back
  message send --subject "…" --body "…" (--user ID | --country UA | --currency RUB | --language en | --all)
              [--send-id ID]               a message into the office inbox of one player or a segment
  special-offer create '<JSON>'            a personal offer of a deposit bonus to players (docs/bonuses.md)
  identification list                      documents waiting for a check
  identification show <id>                 a document's image as a data URL
  identification verify <id>               the player is verified (and told so in the inbox)
  identification reject <id> --reason "…"  the player reads why and may send another document
  newsletter send --subject "…" --body "…" [--channel email|sms] [--send-id ID]
              news to every player who takes them on that channel (SMS without a subject)
  support-request list [--status open|answered|closed]   letters to support with their threads
  support-request answer <id> --message "text"          answer: office inbox and e-mail
  support-request close <id>                            settle a letter: it takes no more messages
  support-attachment show <id>                          an attached image as a data URL
  callback list [--status new|scheduled|done|cancelled] callbacks players ordered
  callback schedule <id> --at 2026-01-31T15:00:00Z [--note "…"]   support will call then
  callback done|cancel <id> [--note "…"]                the call was made, or will not be
  appeal list [--status pending|accepted|declined]      restricted players' appeals, oldest first
  appeal accept|decline <id> --reply "…"                 answer an appeal; accepting lifts the restriction
  chat list [--queue support|payments] [--status open|closed]   chats with their messages
  chat answer <id> --message "text"                     the operator's answer, pushed to the player
  chat close <id>                                       close a chat (the player's next message opens it)`;
