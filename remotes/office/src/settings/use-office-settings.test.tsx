// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import type { OfficeSettingsAnswer } from '@betfront/contract/office-settings';
import { createTranslate } from '@betfront/remote-kit';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/office-settings/en.json';
import { useOfficeSettings } from './use-office-settings';

const t = createTranslate(en, 'en');
const INITIAL: OfficeSettingsAnswer = {
  commonSettings: { user_hide_balance: false },
  notificationSettings: {
    news_email: false,
    news_sms: false,
    deposit_email: true,
    bet_email: true,
    has_email: true,
    has_phone: true,
  },
  bonusSetting: { bonus_choice: 0, is_changeable: true },
  firstDepositBonusSetting: { isAvailableFirstDepositBonus: false },
};

/** The platform's answer to every save: the fetch given. */
function platformAnswering(fetch: () => Promise<Response>) {
  installBrowserApi(createApiClient({ applicationName: 'test', fetch }));
}

async function saveNewsByEmail() {
  const { result } = renderHook(() => useOfficeSettings(INITIAL, 'en', t));
  await act(async () => {
    await result.current.save({ id: 'news_email', value: true });
  });
  return result;
}

describe('useOfficeSettings', () => {
  it('rolls the change back with the refusal when the save fails', async () => {
    platformAnswering(async () => new Response(JSON.stringify({ error: { code: 'unavailable' } }), { status: 503 }));
    const result = await saveNewsByEmail();
    expect(result.current.settings.notificationSettings.news_email).toBe(false);
    expect(result.current.outcome).toEqual({
      id: 'news_email',
      tone: 'danger',
      text: en['office-settings.error.other'],
    });
    expect(result.current.saving).toBeNull();
  });

  it('keeps the change shown and reports nothing when the save is cancelled', async () => {
    platformAnswering(() =>
      Promise.reject(Object.assign(new Error('The operation was aborted'), { name: 'AbortError' })),
    );
    const result = await saveNewsByEmail();
    expect(result.current.settings.notificationSettings.news_email).toBe(true);
    expect(result.current.outcome).toBeNull();
    expect(result.current.saving).toBeNull();
  });
});
