import { brandBookEntrySchema, languageCodeSchema } from '@betfront/contract';
import { z } from 'zod';
import { adminInteger } from './admin-integer';
import { dictionariesLacking } from '../dictionaries/dictionary-store';
import { HttpError } from '../http/http-error';
import type { SwitchTable } from '../settings/catalogue-repository';
import {
  deleteBrandBookEntry,
  deleteLanguage,
  listLanguages,
  saveBrandBookEntry,
  saveLanguage,
  setSwitch,
} from '../settings/catalogue-repository';
import { mergeScalarSettings } from '../settings/scalar-settings';
import { readStoredScalarSettings } from '../settings/scalar-settings-repository';
import { defineAction } from './define-action';

const switchSchema = z.object({ number: adminInteger(1, 1_000_000), on: z.boolean() });
const cssPropSchema = z
  .string()
  .transform((prop) => (prop.startsWith('--') ? prop : `--${prop}`))
  .pipe(brandBookEntrySchema.shape.css_prop);

const switchAction = (table: SwitchTable) =>
  defineAction(switchSchema, async ({ db }, input) => {
    await setSwitch(db, table, input.number, input.on);
    return input;
  });

export const featureSwitch = switchAction('enabled_features');
export const routeSwitch = switchAction('enabled_routes');

export const languageAdd = defineAction(
  z.object({
    code: languageCodeSchema,
    name: z.string().trim().min(1).max(60),
    hidden: z.boolean().default(false),
    position: adminInteger(0, 1000).optional(),
  }),
  async ({ db }, input) => {
    const lacking = await dictionariesLacking(input.code);
    if (lacking.length > 0) {
      throw new HttpError(
        409,
        'language_incomplete',
        `The site has no ${input.code} texts for ${lacking.join(', ')}: add them before offering the language`,
      );
    }
    const languages = await listLanguages(db);
    const existing = languages.find((language) => language.code === input.code);
    const position =
      input.position ?? existing?.position ?? Math.max(0, ...languages.map((language) => language.position)) + 1;
    const language = { code: input.code, name: input.name, hiddenForVisitors: input.hidden, position };
    await saveLanguage(db, language);
    return language;
  },
);

export const languageRemove = defineAction(z.object({ code: languageCodeSchema }), async ({ db }, { code }) => {
  const { defaultLanguage } = mergeScalarSettings(await readStoredScalarSettings(db));
  if (code === defaultLanguage) throw new HttpError(409, 'default_language', 'The default language cannot be removed');
  if (!(await deleteLanguage(db, code))) throw new HttpError(404, 'not_found', `The language ${code} does not exist`);
  return { removed: code };
});

export const brandSet = defineAction(
  z.object({
    prop: cssPropSchema,
    value: brandBookEntrySchema.shape.css_value.check(z.minLength(1), z.regex(/^[^;{}<>]*$/, 'no ; { } < >')),
  }),
  async ({ db }, input) => {
    const entry = { css_prop: input.prop, css_value: input.value };
    await saveBrandBookEntry(db, entry);
    return entry;
  },
);

export const brandRemove = defineAction(z.object({ prop: cssPropSchema }), async ({ db }, { prop }) => {
  if (!(await deleteBrandBookEntry(db, prop)))
    throw new HttpError(404, 'not_found', `The brand entry ${prop} does not exist`);
  return { removed: prop };
});
