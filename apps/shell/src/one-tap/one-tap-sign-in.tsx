import { registrationOptionsQuery } from '@betfront/account-ui/registration';
import { publish } from '@betfront/remote-kit';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useShell } from '../app/shell-context';
import { useWholeTextsFor } from '../app/use-whole-texts-for';
import { loadOneTapClient, signInWithCredential } from './one-tap-calls';
import { isOneTapOn } from './is-one-tap-on';
import { loadProviderScript } from './provider-script';

/**
 * One-tap social sign-in (site §1, §7): for a visitor while feature 13 is on, the registration options (the provider
 * and the defaults a new player gets) and the provider's client id are read, then its script is added and its prompt
 * shown; the credential the prompt gives signs the visitor in (or registers them) and the browser goes where the
 * platform says. A script that fails to load says so.
 */
export function OneTapSignIn() {
  const { state, t, hasWholeTexts } = useShell();
  const { lng } = state;
  const isOn = isOneTapOn(state);
  const { data: options } = useQuery({ ...registrationOptionsQuery(lng), enabled: isOn });
  const providerName = (isOn && options?.social?.provider_name) || null;
  const { data: client } = useQuery({
    queryKey: ['one-tap-client', providerName],
    queryFn: providerName === null ? skipToken : () => loadOneTapClient(providerName),
    staleTime: Infinity,
  });

  // A failure is told once the page has the texts to tell it with: the prompt's clicks stay in its frame, unseen by
  // the page, and its failure may come before any other need of the whole texts.
  const [failure, setFailure] = useState<{ key: string; provider: string } | null>(null);
  const told = useRef<typeof failure>(null);
  const mayTell = useWholeTextsFor(failure !== null, hasWholeTexts);
  useEffect(() => {
    if (!mayTell || !failure || told.current === failure) return;
    told.current = failure;
    publish('notify', { kind: 'error', text: t(failure.key, { provider: failure.provider }) });
  }, [mayTell, failure, t]);

  useEffect(() => {
    if (!options || !client || providerName === null) return;
    let current = true;
    const fail = (key: string) => {
      if (current) setFailure({ key, provider: client.providerName });
    };
    loadProviderScript(client.scriptUrl).then(
      (prompt) => {
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
              () => fail('site-signin.one_tap.failed'),
            );
          },
        });
        prompt.prompt();
      },
      (error: unknown) => {
        console.error(`Failed to load the ${client.providerName} One Tap script`, error);
        fail('site-signin.one_tap.script_failed');
      },
    );
    return () => {
      current = false;
    };
  }, [options, client, providerName, lng]);

  return null;
}
