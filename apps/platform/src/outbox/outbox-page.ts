import type { OutboxMessage } from '@betfront/contract/auth';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

function messageRow(message: OutboxMessage): string {
  const cells = [message.created_at, message.channel, message.recipient, message.subject ?? '', message.body];
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr>`;
}

/** The outbox as a plain HTML table, newest first; every value is escaped. The style carries the answer's nonce. */
export function renderOutboxPage(messages: readonly OutboxMessage[], styleNonce: string): string {
  const rows = messages.length > 0 ? messages.map(messageRow).join('\n') : '<tr><td colspan="5">No messages</td></tr>';
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Outbox</title>
<style nonce="${styleNonce}">body{font-family:sans-serif;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.3rem .6rem;text-align:left;vertical-align:top;white-space:pre-wrap}</style>
</head>
<body>
<h1>Outbox</h1>
<table>
<thead><tr><th>Sent</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
</body>
</html>
`;
}
