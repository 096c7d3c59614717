import { z } from 'zod';
import { adminInteger } from './admin-integer';
import { HttpError } from '../http/http-error';
import { listLanguages } from '../settings/catalogue-repository';
import { writeMaintenanceWindow } from '../settings/maintenance-repository';
import { parseScalarSetting, scalarSettingKeySchema } from '../settings/scalar-settings';
import { deleteScalarSetting, writeScalarSetting } from '../settings/scalar-settings-repository';
import { maintenanceState, readSiteSettings } from '../settings/site-settings';
import { defineAction } from './define-action';

const WEEK_MINUTES = 7 * 24 * 60;

export const maintenanceOn = defineAction(
  z.object({
    /** Length of the window; open-ended when omitted. */
    minutes: adminInteger(1, WEEK_MINUTES).optional(),
    /** Announce now, start later. */
    startsInMinutes: adminInteger(0, WEEK_MINUTES).default(0),
  }),
  async ({ db, nowSeconds }, input) => {
    const startedAt = nowSeconds + input.startsInMinutes * 60;
    const endedAt = input.minutes === undefined ? null : startedAt + input.minutes * 60;
    const window = { isEnabled: true, startedAt, endedAt, notifyStartedAt: nowSeconds, notifyEndedAt: endedAt };
    await writeMaintenanceWindow(db, window);
    return maintenanceState(window, nowSeconds);
  },
);

export const maintenanceOff = defineAction(z.object({}), async ({ db, nowSeconds }) => {
  const window = { isEnabled: false, startedAt: null, endedAt: null, notifyStartedAt: null, notifyEndedAt: null };
  await writeMaintenanceWindow(db, window);
  return maintenanceState(window, nowSeconds);
});

export const settingSet = defineAction(
  z.object({ key: scalarSettingKeySchema, value: z.unknown() }),
  async ({ db }, { key, value }) => {
    const parsed = parseScalarSetting(key, value);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: key, message: issue.message }));
      throw new HttpError(400, 'invalid_setting', `Not a valid value for ${key}`, issues);
    }
    if (key === 'defaultLanguage' && !(await listLanguages(db)).some((language) => language.code === parsed.data)) {
      throw new HttpError(
        400,
        'invalid_setting',
        `Add the language ${String(parsed.data)} before making it the default`,
      );
    }
    await writeScalarSetting(db, key, parsed.data);
    return { [key]: parsed.data };
  },
);

export const settingUnset = defineAction(z.object({ key: scalarSettingKeySchema }), async ({ db }, { key }) => {
  await deleteScalarSetting(db, key);
  return { unset: key };
});

export const settingsShow = defineAction(z.object({}), async ({ db, nowSeconds }) => {
  const settings = await readSiteSettings(db);
  return { ...settings, maintenance: maintenanceState(settings.maintenanceWindow, nowSeconds) };
});
