import type { APIRequestContext } from '@playwright/test';

/** Calls the platform's admin API as the operator would. */
export async function admin(
  request: APIRequestContext,
  baseUrl: string,
  token: string,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  path: string,
  data?: Record<string, unknown>,
): Promise<unknown> {
  const response = await request.fetch(`${baseUrl}/admin-api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  if (!response.ok())
    throw new Error(`admin ${method} ${path} answered ${response.status()}: ${await response.text()}`);
  return response.json();
}

/** A new player with a session; answers the session cookie to put in a browser context. */
export async function createPlayer(
  request: APIRequestContext,
  baseUrl: string,
  token: string,
  options: Record<string, unknown> = {},
): Promise<{ name: string; value: string; url: string }> {
  const login = `player${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const answer = (await admin(request, baseUrl, token, 'POST', '/users', {
    login,
    password: 'secret-pass-1',
    ...options,
  })) as {
    result: { cookie: string };
  };
  const [name = '', value = ''] = answer.result.cookie.split('=');
  return { name, value, url: baseUrl };
}

/** Plays a game in play to its end at once; a game that has just ended by itself is as good (409 `game_not_live`). */
export async function finishGame(request: APIRequestContext, baseUrl: string, token: string, gameId: number) {
  await admin(request, baseUrl, token, 'POST', '/test/sportsbook/finish-game', { gameId }).catch((error: unknown) => {
    if (!/answered 409: .*game_not_live/.test(String(error))) throw error;
  });
}
