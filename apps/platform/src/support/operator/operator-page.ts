import { OPERATOR_SCRIPT } from './operator-script';

const STYLE = `body{font-family:system-ui,sans-serif;margin:0;background:#f3f5f7;color:#1b2530}
header{background:#0b3d2e;color:#fff;padding:.75rem 1.5rem}main{padding:1rem 1.5rem;display:grid;gap:1rem}
#chats{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(22rem,1fr))}
.chat{background:#fff;border:1px solid #d5dbe1;border-radius:8px;padding:.75rem;display:grid;gap:.5rem}
.chat h2{font-size:1rem;margin:0}ol{list-style:none;margin:0;padding:0;display:grid;gap:.4rem;max-height:18rem;overflow:auto}
li{padding:.4rem .6rem;border-radius:6px;background:#eef1f4}li[data-author=operator]{background:#dff0e8}
li p{margin:.2rem 0 0;white-space:pre-wrap}small{color:#5b6773}
form{display:flex;gap:.5rem;align-items:end}textarea,input{flex:1;font:inherit;padding:.4rem}
button{font:inherit;padding:.4rem .9rem;border:0;border-radius:6px;background:#1f7a4d;color:#fff;cursor:pointer}
[hidden]{display:none!important}`;

/** The operator's chat desk: the admin token is asked for in the page and sent only to the admin API. */
export function renderOperatorPage(nonces: { script: string; style: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Support desk</title>
<style nonce="${nonces.style}">${STYLE}</style>
</head>
<body>
<header><h1>Support desk</h1></header>
<main>
<form id="login" aria-label="Operator sign-in">
<input id="token" type="password" autocomplete="off" aria-label="Admin token" placeholder="Admin token">
<button type="submit">Open the desk</button>
<span id="login-error" role="alert"></span>
</form>
<section id="desk" hidden>
<p id="status" role="status"></p>
<div id="chats"></div>
</section>
</main>
<script nonce="${nonces.script}" type="module">${OPERATOR_SCRIPT}</script>
</body>
</html>
`;
}
