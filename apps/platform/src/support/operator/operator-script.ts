/**
 * The operator page's script (run in the browser as it is written here). It keeps the admin token in the tab's
 * session storage, lists the open chats through the admin API, answers them, and follows the operator stream —
 * read with fetch, since an EventSource cannot send the token — to redraw the list as messages arrive. Every text
 * goes in through textContent, never as markup.
 */
export const OPERATOR_SCRIPT = String.raw`
const tokenKey = 'betfront-operator-token';
const $ = (selector) => document.querySelector(selector);
const headers = () => ({ authorization: 'Bearer ' + sessionStorage.getItem(tokenKey), 'content-type': 'application/json' });
const element = (tag, text, attributes = {}) => {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
};

async function call(method, path, body) {
  const response = await fetch('/admin-api' + path, { method, headers: headers(), body: body && JSON.stringify(body) });
  if (!response.ok) throw new Error((await response.json()).error?.message ?? response.statusText);
  return (await response.json()).result;
}

function chatCard(chat) {
  const card = element('article', undefined, { 'aria-label': 'Chat ' + chat.id, class: 'chat' });
  const who = chat.login ? 'Player ' + chat.login : 'Visitor';
  card.append(element('h2', who + ' · ' + chat.queue + (chat.unread > 0 ? ' · ' + chat.unread + ' unread' : '')));
  const log = element('ol', undefined, { role: 'log', 'aria-label': 'Messages of chat ' + chat.id });
  for (const message of chat.messages) {
    const item = element('li', undefined, { 'data-author': message.author });
    item.append(element('small', message.author + ' · ' + new Date(message.createdAt).toLocaleTimeString()));
    item.append(element('p', message.body));
    log.append(item);
  }
  card.append(log);
  const form = element('form', undefined, { 'aria-label': 'Answer chat ' + chat.id });
  const box = element('textarea', undefined, { rows: '2', 'aria-label': 'Answer', maxlength: '2000' });
  form.append(box, element('button', 'Send', { type: 'submit' }));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (!box.value.trim()) return;
    await call('POST', '/support/chats/' + chat.id + '/answers', { message: box.value.trim() });
    box.value = '';
  });
  card.append(form);
  card.addEventListener('focusin', () => chat.unread > 0 && call('POST', '/support/chats/' + chat.id + '/read'));
  return card;
}

async function draw() {
  const chats = await call('GET', '/support/chats?status=open');
  const list = $('#chats');
  const focused = document.activeElement?.closest?.('article')?.getAttribute('aria-label');
  const drafts = new Map([...list.querySelectorAll('article')].map((card) => [card.getAttribute('aria-label'), card.querySelector('textarea').value]));
  list.replaceChildren(...chats.map(chatCard));
  for (const card of list.querySelectorAll('article')) {
    const draft = drafts.get(card.getAttribute('aria-label'));
    if (draft) card.querySelector('textarea').value = draft;
    if (card.getAttribute('aria-label') === focused) card.querySelector('textarea').focus();
  }
  $('#status').textContent = chats.length === 0 ? 'No open chats' : chats.length + ' open chat(s)';
}

async function follow() {
  for (;;) {
    try {
      const response = await fetch('/admin-api/support/chats/stream', { headers: headers() });
      if (!response.ok) throw new Error('stream ' + response.status);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        if (buffer.includes('event: chat-message')) {
          buffer = '';
          await draw();
        }
      }
    } catch (error) {
      $('#status').textContent = 'Reconnecting: ' + error.message;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

async function start() {
  $('#login').hidden = true;
  $('#desk').hidden = false;
  try {
    await draw();
    void follow();
  } catch (error) {
    sessionStorage.removeItem(tokenKey);
    $('#login').hidden = false;
    $('#desk').hidden = true;
    $('#login-error').textContent = error.message;
  }
}

$('#login').addEventListener('submit', (event) => {
  event.preventDefault();
  sessionStorage.setItem(tokenKey, $('#token').value.trim());
  void start();
});
if (sessionStorage.getItem(tokenKey)) void start();
`;
