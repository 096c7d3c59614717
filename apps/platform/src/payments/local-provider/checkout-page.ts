import type { LocalTransaction } from './local-transactions';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

const STYLE = `body{font-family:sans-serif;margin:0;background:#eef1f4;color:#1b1f24}
main{max-width:26rem;margin:2rem auto;background:#fff;border-radius:.5rem;padding:1.5rem}
h1{font-size:1.25rem;margin:0 0 .5rem}.amount{font-size:1.75rem;font-weight:700;margin:.5rem 0 1rem}
label{display:block;margin:.5rem 0}input{display:block;width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
.actions{display:grid;gap:.5rem;margin-top:1rem}button{padding:.7rem;font-size:1rem;border-radius:.3rem;border:1px solid #889;cursor:pointer}
.approve{background:#1f7a45;color:#fff;border-color:#1f7a45}.error{color:#b00020}small{color:#556}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:.4rem;text-align:left}`;

/** A page of the test provider; its one inline style carries the answer's nonce. */
function page(title: string, content: string, styleNonce: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style nonce="${styleNonce}">${STYLE}</style></head>
<body><main>${content}</main></body>
</html>
`;
}

const CARD_FIELDS = `<label>Card number<input name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242"></label>
<label>Expiry (MM/YY)<input name="expiry" autocomplete="off" placeholder="12/30"></label>
<small>Test cards: 4242 4242 4242 4242 or 5555 5555 5555 4444 pay; 4000 0000 0000 0002 is declined by the bank.</small>`;

/** The hosted page where the test payer decides what happens to a deposit. */
export function renderCheckoutPage(transaction: LocalTransaction, styleNonce: string, error?: string): string {
  const isCard = transaction.methodKind === 'card';
  const isOpen = transaction.status === 'open';
  const form = isOpen
    ? `<form method="post">
${isCard ? CARD_FIELDS : ''}
<div class="actions">
<button class="approve" name="decision" value="approve">Pay</button>
<button name="decision" value="decline">Decline</button>
<button name="decision" value="pending">Leave pending</button>
<button name="decision" value="later">Approve later</button>
<button name="decision" value="cancel">Cancel and return to the shop</button>
</div>
</form>`
    : `<p>This transaction is ${escapeHtml(transaction.status)}.</p>`;
  return page(
    'Test payment',
    `<h1>Test payment provider</h1>
<p>Transaction ${escapeHtml(transaction.id)} · payment ${escapeHtml(transaction.paymentId)} · ${escapeHtml(transaction.methodKind)}</p>
<p class="amount">${escapeHtml(transaction.amount)} ${escapeHtml(transaction.currencyIso)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
${form}`,
    styleNonce,
  );
}

/** Deposits still waiting on the provider, each with the buttons that decide it later. */
export function renderWaitingPage(transactions: readonly LocalTransaction[], styleNonce: string): string {
  const rows = transactions.map(
    (
      transaction,
    ) => `<tr><td>${escapeHtml(transaction.paymentId)}</td><td>${escapeHtml(transaction.amount)} ${escapeHtml(transaction.currencyIso)}</td>
<td>${escapeHtml(transaction.status)}</td><td><form method="post" action="/dev/payments/${escapeHtml(transaction.id)}/decision">
<button name="decision" value="approve">Approve</button> <button name="decision" value="decline">Decline</button></form></td></tr>`,
  );
  return page(
    'Test payments waiting',
    `<h1>Payments waiting on the test provider</h1>
<table><thead><tr><th>Payment</th><th>Amount</th><th>Status</th><th></th></tr></thead>
<tbody>${rows.join('\n') || '<tr><td colspan="4">None</td></tr>'}</tbody></table>`,
    styleNonce,
  );
}
