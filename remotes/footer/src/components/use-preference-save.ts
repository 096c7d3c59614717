import { refusalText, savePreferences } from '@betfront/api-client';
import type { PreferencesBody, SitePreferences } from '@betfront/contract/preferences';
import type { Translate } from '@betfront/remote-kit';
import { useState } from 'react';

const REFUSALS = ['preferences_not_allowed'] as const;

/** Saves one preference of the footer's settings: while it saves, and why it was refused, in the page's words. */
export function usePreferenceSave(t: Translate, onSaved: (saved: SitePreferences) => void) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (body: PreferencesBody) => {
    setSaving(true);
    setError(null);
    try {
      onSaved(await savePreferences(body));
    } catch (refusal) {
      setError(refusalText(refusal, t, 'preferences', REFUSALS));
    }
    setSaving(false);
  };

  return { saving, status: saving ? t('preferences.time.saving') : error, save };
}
