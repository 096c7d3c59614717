import { createApiClient } from '@betfront/api-client';
import type { ApiClient } from '@betfront/api-client';
import { describe, expect, it, vi } from 'vitest';
import { logOut } from './log-out';
import type { LogoutDependencies } from './log-out';
import { onSessionEnded } from './session-ended';

function fakeApi(answer: Response | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const client: ApiClient = createApiClient({
    applicationName: 'test',
    log: { warn: vi.fn(), error: vi.fn() },
    fetch: async (url, init) => {
      calls.push({ url, init });
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { client, calls };
}

const ok = () => new Response(JSON.stringify({ success: true }), { status: 200 });

function dependencies(client: ApiClient) {
  const navigation = { assign: vi.fn(), reload: vi.fn(), currentPath: () => '/en/office/account' };
  const log = { warn: vi.fn(), error: vi.fn() };
  const deps: LogoutDependencies = { api: () => client, navigation, log };
  return { deps, navigation, log };
}

describe('logOut', () => {
  it('disconnects this device, announces the end of the session and goes home from a players-only page', async () => {
    const { client, calls } = fakeApi(ok());
    const { deps, navigation } = dependencies(client);
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);

    await logOut('device', { lng: 'en', needsLogin: true }, deps);
    stopListening();

    expect(calls.map((call) => [call.url, call.init.method])).toEqual([['/web-api/auth/disconnect', 'POST']]);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(navigation.assign).toHaveBeenCalledWith('/en');
    expect(navigation.reload).not.toHaveBeenCalled();
  });

  it('disconnects every device and reloads a page visitors may see', async () => {
    const { client, calls } = fakeApi(ok());
    const { deps, navigation } = dependencies(client);
    await logOut('all-devices', { lng: 'ru', needsLogin: false }, deps);

    expect(calls[0]?.url).toBe('/web-api/auth/disconnect-all');
    expect(navigation.reload).toHaveBeenCalledTimes(1);
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it.each([
    [
      'an error answer',
      new Response(JSON.stringify({ error: { code: 'unauthorized', message: 'x' } }), { status: 401 }),
    ],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('reloads the page after %s, without announcing anything', async (_name, answer) => {
    const { client } = fakeApi(answer);
    const { deps, navigation, log } = dependencies(client);
    const ended = vi.fn();
    const stopListening = onSessionEnded(ended);
    await logOut('device', { lng: 'en', needsLogin: true }, deps);
    stopListening();

    expect(navigation.reload).toHaveBeenCalledTimes(1);
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(ended).not.toHaveBeenCalled();
    expect(log.error).toHaveBeenCalledWith('disconnect failed', expect.objectContaining({ scope: 'device' }));
  });
});
