import i18next from 'i18next';
import type { Translate } from './types';

/** A translation function over one flat dictionary (i18next, `{{name}}` interpolation); a missing key shows itself. */
export function createTranslate(entries: Readonly<Record<string, string>>, lng = 'ru'): Translate {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: { [lng]: { translation: entries } },
    initAsync: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  return (key, vars) => instance.t(key, vars ?? {});
}
