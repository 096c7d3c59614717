import { BLOCK_REASON_DESTINATIONS } from '@betfront/contract';
import { z } from 'zod';
import { adminInteger } from './admin-integer';
import { HttpError } from '../http/http-error';
import {
  addBlockedFragment,
  deleteBlockedFragment,
  deleteCountryBlock,
  deleteRedirectRule,
  deleteUserAgentBlock,
  listBlockedFragments,
  listCountryBlocks,
  listRedirectRules,
  listUserAgentBlocks,
  saveCountryBlock,
  saveRedirectRule,
  saveUserAgentBlock,
} from '../settings/access-rules-repository';
import { defineAction } from './define-action';

const BLOCK_REASONS = Object.keys(BLOCK_REASON_DESTINATIONS).map(Number);
const countrySchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter country code')
  .transform((code) => code.toUpperCase());
const userAgentSchema = z.string().trim().min(2).max(200);
const blockTargetSchema = z
  .object({ country: countrySchema.optional(), userAgent: userAgentSchema.optional() })
  .refine((target) => (target.country === undefined) !== (target.userAgent === undefined), {
    message: 'name exactly one of country or userAgent',
  });
const pathSchema = z
  .string()
  .min(1)
  .max(2048)
  .regex(/^\/[^\s?#]*$/, 'a path starting with / (no query)');
const fragmentSchema = z.string().min(1).max(200).regex(/^\S+$/, 'a URL fragment without spaces');

const notFound = (what: string) => new HttpError(404, 'not_found', `${what} does not exist`);

export const blockAdd = defineAction(
  z.intersection(
    blockTargetSchema,
    z.object({
      reason: adminInteger(0, 1_000_000).refine(
        (reason) => BLOCK_REASONS.includes(reason),
        `one of the block reasons ${BLOCK_REASONS.join(', ')}`,
      ),
    }),
  ),
  async ({ db }, input) => {
    if (input.country) await saveCountryBlock(db, { countryCode: input.country, reason: input.reason });
    if (input.userAgent) await saveUserAgentBlock(db, { pattern: input.userAgent, reason: input.reason });
    return input;
  },
);

export const blockRemove = defineAction(blockTargetSchema, async ({ db }, input) => {
  const removed = input.country
    ? await deleteCountryBlock(db, input.country)
    : await deleteUserAgentBlock(db, input.userAgent ?? '');
  if (!removed) throw notFound(`The block for ${input.country ?? input.userAgent}`);
  return { removed: input };
});

export const blockList = defineAction(z.object({}), async ({ db }) => ({
  countries: await listCountryBlocks(db),
  userAgents: await listUserAgentBlocks(db),
}));

export const redirectAdd = defineAction(
  z.object({
    from: pathSchema.transform((path) => (path.length > 1 ? path.replace(/\/+$/, '') : path)),
    to: z
      .string()
      .min(1)
      .max(2048)
      .regex(/^(\/|https?:\/\/)\S*$/, 'a path starting with / or an http(s) URL'),
    code: adminInteger(300, 399)
      .pipe(z.union([z.literal(301), z.literal(302), z.literal(307), z.literal(308)]))
      .default(301),
  }),
  async ({ db }, input) => {
    await saveRedirectRule(db, { fromPath: input.from, toUrl: input.to, code: input.code });
    return input;
  },
);

export const redirectRemove = defineAction(z.object({ from: pathSchema }), async ({ db }, { from }) => {
  if (!(await deleteRedirectRule(db, from))) throw notFound(`The redirect from ${from}`);
  return { removed: from };
});

export const redirectList = defineAction(z.object({}), async ({ db }) => listRedirectRules(db));

export const fragmentAdd = defineAction(z.object({ fragment: fragmentSchema }), async ({ db }, { fragment }) => {
  await addBlockedFragment(db, fragment);
  return { added: fragment };
});

export const fragmentRemove = defineAction(z.object({ fragment: fragmentSchema }), async ({ db }, { fragment }) => {
  if (!(await deleteBlockedFragment(db, fragment))) throw notFound(`The fragment ${fragment}`);
  return { removed: fragment };
});

export const fragmentList = defineAction(z.object({}), async ({ db }) => listBlockedFragments(db));
