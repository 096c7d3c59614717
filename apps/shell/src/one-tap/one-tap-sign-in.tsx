import { ONE_TAP_FEATURE } from '@betfront/contract/one-tap';
import { publish } from '@betfront/remote-kit';
import { useEffect } from 'react';
import { useShell } from '../app/shell-context';
import { loadOneTapClient, loadSignInOptions, signInWithCredential } from './one-tap-calls';
import { loadProviderScript } from './provider-script';

/**
 * One-tap social sign-in (site §1, §7): for a visitor while feature 13 is on, the provider's client id, its script
 * and its prompt; the credential the prompt gives signs the visitor in (or registers them) and the browser goes
 * where the platform says. A script that fails to load says so.
 */
export function OneTapSignIn() {
  const { state, t } = useShell();
  const { lng } = state;
  const isOn = state.session.user_id === null && state.config.features.includes(ONE_TAP_FEATURE);

  useEffect(() => {
    if (!isOn) return;
    let current = true;
    const fail = (key: string, provider: string) => {
      if (current) publish('notify', { kind: 'error', text: t(key, { provider }) });
    };
    void (async () => {
      const options = await loadSignInOptions(lng);
      if (!options.social || !current) return;
      const providerName = options.social.provider_name;
      const client = await loadOneTapClient(providerName);
      let prompt;
      try {
        prompt = await loadProviderScript(client.scriptUrl);
      } catch (error) {
        console.error(`Failed to load the ${client.providerName} One Tap script`, error);
        return fail('site-signin.one_tap.script_failed', client.providerName);
      }
      if (!current) return;
      prompt.initialize({
        client_id: client.clientId,
        hl: lng,
        callback: ({ credential }) => {
          signInWithCredential(providerName, {
            credential,
            lng: lng === 'ru' ? 'ru' : 'en',
            currencyId: options.default_currency_id,
            countryId: options.default_country_id,
          }).then(
            (redirectUrl) => location.assign(redirectUrl),
            () => fail('site-signin.one_tap.failed', client.providerName),
          );
        },
      });
      prompt.prompt();
    })().catch(() => undefined);
    return () => {
      current = false;
    };
  }, [isOn, lng, t]);

  return null;
}
