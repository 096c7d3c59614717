import { CLOSED_REQUEST_STATUS, isApiError } from '@betfront/api-client';
import type { OfficeSettingBody, OfficeSettingsAnswer } from '@betfront/contract/office-settings';
import { publish, track } from '@betfront/remote-kit';
import type { Translate } from '@betfront/remote-kit';
import { useEffect, useRef, useState } from 'react';
import { saveOfficeSetting, settingErrorText } from './settings-api';

export type SaveOutcome = { id: OfficeSettingBody['id']; tone: 'success' | 'danger'; text: string } | null;

/** The settings with one change applied, as the page shows it before the platform answers. */
function applied(settings: OfficeSettingsAnswer, setting: OfficeSettingBody): OfficeSettingsAnswer {
  switch (setting.id) {
    case 'user_hide_balance':
      return { ...settings, commonSettings: { user_hide_balance: setting.value } };
    case 'bonus_choice':
      return { ...settings, bonusSetting: { ...settings.bonusSetting, bonus_choice: setting.value } };
    default:
      return { ...settings, notificationSettings: { ...settings.notificationSettings, [setting.id]: setting.value } };
  }
}

const isCancelled = (error: unknown) => isApiError(error) && error.status === CLOSED_REQUEST_STATUS;

/**
 * The office settings, each change saved by id and value (account §4 "Office setting save"): shown at once, then
 * replaced by what the platform kept and recorded for analytics, or rolled back with the refusal when the save
 * fails. A save cancelled because the player left the page rolls nothing back.
 */
export function useOfficeSettings(initial: OfficeSettingsAnswer, lng: string, t: Translate) {
  const [settings, setSettings] = useState(initial);
  const [saving, setSaving] = useState<OfficeSettingBody['id'] | null>(null);
  const [outcome, setOutcome] = useState<SaveOutcome>(null);
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const save = async (setting: OfficeSettingBody) => {
    const before = settings;
    const controller = new AbortController();
    inFlight.current = controller;
    setSettings(applied(before, setting));
    setSaving(setting.id);
    setOutcome(null);
    try {
      const saved = await saveOfficeSetting(lng, setting, controller.signal);
      setSettings(saved.settings);
      setOutcome({ id: setting.id, tone: 'success', text: saved.message });
      track({ name: 'setting_saved', id: setting.id, value: String(setting.value) });
      if (setting.id === 'user_hide_balance') {
        publish('hideBalanceChanged', { isHidden: saved.settings.commonSettings.user_hide_balance });
      }
    } catch (failure) {
      if (isCancelled(failure)) return;
      setSettings(before);
      setOutcome({ id: setting.id, tone: 'danger', text: settingErrorText(failure, t) });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      if (!controller.signal.aborted) setSaving(null);
    }
  };

  return { settings, saving, outcome, save };
}
