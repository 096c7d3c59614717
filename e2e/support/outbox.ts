import type { APIRequestContext } from '@playwright/test';

export interface OutboxMessage {
  id: number;
  channel: string;
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

/** Messages the platform sent to one address (a phone's digits or an e-mail), newest first. */
export async function readOutbox(request: APIRequestContext, baseUrl: string, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${baseUrl}/dev/outbox.json`, { params: { to } });
  if (!response.ok()) throw new Error(`the outbox answered ${response.status()}`);
  const answer = (await response.json()) as { messages: OutboxMessage[] };
  return answer.messages;
}

/** How long a code may take to reach the outbox after the click that sends it. */
const CODE_WAIT_MS = 5000;

/**
 * The first run of 4–8 digits in the newest message to an address: the code it carries. Waits for a message,
 * since the request that sends it may still be under way when the test asks.
 */
export async function latestCode(request: APIRequestContext, baseUrl: string, to: string): Promise<string> {
  const deadline = Date.now() + CODE_WAIT_MS;
  for (;;) {
    const [latest] = await readOutbox(request, baseUrl, to);
    const code = latest?.body.match(/\b\d{4,8}\b/)?.[0];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no code in the outbox for ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
