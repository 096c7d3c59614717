import type { TestIdentity } from './test-identities';

/** The prompt's words, in the languages the local provider speaks. */
const PROMPT_TEXTS = {
  en: { title: 'Sign in with {provider}', pick: 'Continue as {name}', close: 'Close' },
  ru: { title: 'Вход через {provider}', pick: 'Продолжить как {name}', close: 'Закрыть' },
} as const;

/**
 * The local provider's one-tap script, as a provider serves it: `window.localOneTap.initialize({ client_id, callback,
 * hl })` then `prompt()` shows the provider's card with its test people; picking one asks the provider for a sign-in
 * credential and hands `{ credential }` to the callback.
 */
export function oneTapScript(providerName: string, identities: readonly TestIdentity[]): string {
  const data = JSON.stringify({ providerName, identities, texts: PROMPT_TEXTS });
  return `(() => {
  const DATA = ${data};
  let settings = null;
  const say = (text, values) => text.replace(/\\{(\\w+)\\}/g, (_, key) => values[key] ?? '');
  const close = (card) => card.remove();
  async function pick(card, identity) {
    const answer = await fetch('/dev/oauth/one-tap/credential', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ client_id: settings.client_id, name: identity.name, email: identity.email }),
    });
    if (!answer.ok) return;
    const { credential } = await answer.json();
    close(card);
    settings.callback({ credential });
  }
  function prompt() {
    if (!settings || document.getElementById('local-one-tap')) return;
    const texts = DATA.texts[settings.hl] ?? DATA.texts.en;
    const card = document.createElement('section');
    card.id = 'local-one-tap';
    card.setAttribute('role', 'dialog');
    card.setAttribute('aria-label', say(texts.title, { provider: DATA.providerName }));
    card.style.cssText = 'position:fixed;top:16px;right:16px;z-index:2147483000;width:min(320px,calc(100vw - 32px));' +
      'background:#fff;color:#1b1f23;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.25);padding:16px;' +
      'font:14px/1.4 system-ui,sans-serif';
    const title = document.createElement('h2');
    title.textContent = say(texts.title, { provider: DATA.providerName });
    title.style.cssText = 'margin:0 0 12px;font-size:16px';
    card.append(title);
    for (const identity of DATA.identities) {
      const button = document.createElement('button');
      button.type = 'button';
      button.textContent = say(texts.pick, { name: identity.name });
      button.style.cssText = 'display:block;width:100%;margin:0 0 8px;padding:10px;border:1px solid #c9d1d9;' +
        'border-radius:8px;background:#f6f8fa;color:inherit;font:inherit;text-align:left;cursor:pointer';
      button.addEventListener('click', () => void pick(card, identity));
      card.append(button);
    }
    const dismiss = document.createElement('button');
    dismiss.type = 'button';
    dismiss.textContent = texts.close;
    dismiss.style.cssText = 'border:0;background:none;color:#0b5cad;font:inherit;cursor:pointer;padding:4px 0';
    dismiss.addEventListener('click', () => close(card));
    card.append(dismiss);
    document.body.append(card);
  }
  window.localOneTap = {
    initialize(options) {
      settings = { client_id: options.client_id, callback: options.callback, hl: options.hl === 'ru' ? 'ru' : 'en' };
    },
    prompt,
  };
})();
`;
}
