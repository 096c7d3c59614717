// @vitest-environment happy-dom
import { CHAT_EVENT } from '@betfront/contract/support';
import type { ChatMessage } from '@betfront/contract/support';
import { createQueryClient, createTranslate } from '@betfront/remote-kit';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/support/en.json';
import { installFakeNetwork } from '../testing/fake-network';
import type { FakeNetwork } from '../testing/fake-network';
import { ChatPanel } from './chat-panel';

const t = createTranslate(en, 'en');

const message = (id: string, author: ChatMessage['author'], body: string): ChatMessage => ({
  id,
  conversationId: '5',
  author,
  body,
  createdAt: '2025-03-01T10:00:00+00:00',
});

/** The chat's stream, pushed to by the test. */
class FakeStream extends EventTarget {
  static opened: FakeStream[] = [];
  isClosed = false;
  constructor(readonly url: string) {
    super();
    FakeStream.opened.push(this);
  }
  push(pushed: ChatMessage) {
    this.dispatchEvent(new MessageEvent(CHAT_EVENT, { data: JSON.stringify(pushed) }));
  }
  close() {
    this.isClosed = true;
  }
}

let network: FakeNetwork;
beforeEach(() => {
  FakeStream.opened = [];
  vi.stubGlobal('EventSource', FakeStream);
  network = installFakeNetwork({
    '/web-api/support/chat': {
      status: 200,
      body: {
        conversationId: '5',
        messages: [message('1', 'player', 'Where is my payout?')],
        unread: 0,
        isStaffed: true,
      },
    },
    '/web-api/support/chat/read': { status: 200, body: { unread: 0 } },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HISTORY = '/web-api/support/chat';
const READ = '/web-api/support/chat/read';
const log = () => screen.getByRole('log', { name: en['support.chat.log'] });

describe('ChatPanel', () => {
  it('renders its loading state on the server, without asking for the history', () => {
    const html = renderToString(withQueries(<ChatPanel queue="support" lng="en" t={t} />));
    expect(html).toContain(en['support.chat.loading']);
    expect(network.calls).toEqual([]);
  });

  it('shows the history, then each message the stream pushes, marking the operator’s read', async () => {
    renderWithQueries(<ChatPanel queue="support" lng="en" t={t} />);
    expect(await screen.findByText('Where is my payout?')).toBeTruthy();
    await waitFor(() => expect(FakeStream.opened).toHaveLength(1));
    expect(FakeStream.opened[0]?.url).toBe('/web-api/support/chat/stream?queue=support');
    act(() => FakeStream.opened[0]?.push(message('2', 'operator', 'It is on its way')));
    await waitFor(() => expect(log().textContent).toContain('It is on its way'));
    await waitFor(() => expect(network.calls.filter((call) => call.path === READ)).toHaveLength(2));
    act(() => FakeStream.opened[0]?.push(message('2', 'operator', 'It is on its way')));
    await waitFor(() => expect(network.calls.filter((call) => call.path === READ)).toHaveLength(3));
    expect(screen.getAllByText('It is on its way')).toHaveLength(1);
    expect(network.calls.filter((call) => call.path === HISTORY)).toHaveLength(1);
  });

  it('adds the player’s sent message, and reads the history anew when opened again', async () => {
    network.answers['/web-api/support/chat/messages'] = {
      status: 200,
      body: { message: message('3', 'player', 'Thanks') },
    };
    const client = createQueryClient();
    const first = render(withQueries(<ChatPanel queue="support" lng="en" t={t} />, client));
    await screen.findByText('Where is my payout?');
    fireEvent.change(screen.getByLabelText(en['support.chat.message']), { target: { value: 'Thanks' } });
    fireEvent.click(screen.getByRole('button', { name: en['support.chat.send'] }));
    await waitFor(() => expect(log().textContent).toContain('Thanks'));
    first.unmount();
    expect(FakeStream.opened[0]?.isClosed).toBe(true);
    await waitFor(() => expect(client.getQueryCache().getAll()).toEqual([]));
    render(withQueries(<ChatPanel queue="support" lng="en" t={t} />, client));
    await screen.findByText('Where is my payout?');
    expect(screen.queryByText('Thanks')).toBeNull();
    expect(network.calls.filter((call) => call.path === HISTORY)).toHaveLength(2);
  });

  it('says so when the history cannot be read', async () => {
    network.answers['/web-api/support/chat'] = { status: 503, body: { error: { code: 'down', message: 'down' } } };
    renderWithQueries(<ChatPanel queue="support" lng="en" t={t} />);
    expect(await screen.findByText(en['support.chat.failed'])).toBeTruthy();
  });
});
