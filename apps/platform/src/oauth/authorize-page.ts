import { TEST_IDENTITIES } from './test-identities';

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface AuthorizeRequest {
  providerName: string;
  clientId: string;
  redirectUri: string;
  state: string;
  /** The answer's style nonce (the page's only inline style). */
  styleNonce: string;
}

function hiddenFields({ clientId, redirectUri, state }: Omit<AuthorizeRequest, 'styleNonce'>): string {
  return [
    ['client_id', clientId],
    ['redirect_uri', redirectUri],
    ['state', state],
  ]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value ?? '')}">`)
    .join('');
}

/** The local provider's sign-in page: pick a test person, type one in, or refuse. */
export function renderAuthorizePage(request: AuthorizeRequest): string {
  const hidden = hiddenFields(request);
  const people = TEST_IDENTITIES.map(
    (person) =>
      `<form method="post"><input type="hidden" name="decision" value="allow">${hidden}` +
      `<input type="hidden" name="name" value="${escapeHtml(person.name)}">` +
      `<input type="hidden" name="email" value="${escapeHtml(person.email)}">` +
      `<button type="submit">Continue as ${escapeHtml(person.name)}</button>` +
      `<span>${escapeHtml(person.email)}</span></form>`,
  ).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(request.providerName)} — sign in</title>
<style nonce="${request.styleNonce}">
body{font:16px/1.5 system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1d2327}
form{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.75rem 0}
button{padding:.5rem 1rem;border:1px solid #0b3d2e;border-radius:6px;background:#0b3d2e;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#0b3d2e}
label{display:flex;flex-direction:column;width:100%}
input[type=text],input[type=email]{padding:.5rem;border:1px solid #9aa5ad;border-radius:6px}
span{color:#5b6770;font-size:.875rem}
</style></head>
<body>
<h1>${escapeHtml(request.providerName)}</h1>
<p>This is the platform's local OAuth 2 test provider. Choose who signs in to <b>${escapeHtml(request.clientId)}</b>.</p>
<section aria-label="Test people">${people}</section>
<h2>Someone else</h2>
<form method="post"><input type="hidden" name="decision" value="allow">${hidden}
<label>Name<input type="text" name="name" required maxlength="100"></label>
<label>E-mail<input type="email" name="email" required maxlength="254"></label>
<button type="submit">Continue</button></form>
<form method="post"><input type="hidden" name="decision" value="deny">${hidden}
<button type="submit" class="secondary">Cancel</button></form>
</body></html>`;
}
