// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import officeEn from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import type { OfficeData } from '../office-data';
import { DISALLOW_SPORTS_BODIES } from './bodies';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';

const t = createTranslate(officeEn, 'en');
const data: OfficeData = { area: 'office', content: 'form', stem: 'office.page.office.disallow-sports', vars: {} };
const ctx = {
  lng: 'en',
  route: { name: 'office.disallow-sports', params: {}, query: {}, path: '/en/office/disallow-sports' },
  user: { id: 7 },
  isMobile: false,
};
const sport = (id: number, name: string) => ({
  id,
  slug: name.toLowerCase(),
  name,
  isCyber: false,
  lineCount: 3,
  liveCount: 1,
  champs: [],
});

let sent: { method: string; path: string; body: unknown }[];
let saveStatus: number;
beforeEach(() => {
  sent = [];
  saveStatus = 200;
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname;
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
        sent.push({ method, path, body });
        if (path === '/web-api/sportsbook/sports-map') {
          return Response.json({ sports: [sport(1, 'Football'), sport(2, 'Tennis'), sport(3, 'Hockey')] });
        }
        if (method === 'PUT') return Response.json(body, { status: saveStatus });
        return Response.json({ line: [2], live: [] });
      },
    }),
  );
});
afterEach(cleanup);

const Body = DISALLOW_SPORTS_BODIES['office.disallow-sports'];

describe('disallow sports', () => {
  it('shows the saved choice as two lists and saves them as a pair', async () => {
    if (!Body) throw new Error('no body');
    renderWithQueries(<Body ctx={ctx} data={data} t={t} />);
    const line = await screen.findByRole('group', { name: 'Pre-match' });
    const live = screen.getByRole('group', { name: 'Live' });
    expect(within(line).getByRole('checkbox', { name: 'Tennis' })).toHaveProperty('checked', true);
    expect(within(live).getByRole('checkbox', { name: 'Tennis' })).toHaveProperty('checked', false);

    fireEvent.click(within(line).getByRole('checkbox', { name: 'Football' }));
    fireEvent.click(within(live).getByRole('checkbox', { name: 'Hockey' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your choice is saved.')).toBeTruthy();
    expect(sent.filter((call) => call.method === 'PUT')).toEqual([
      { method: 'PUT', path: '/web-api/bets/disallowed-sports', body: { line: [2, 1], live: [3] } },
    ]);
  });

  it('says so when the choice cannot be saved', async () => {
    if (!Body) throw new Error('no body');
    saveStatus = 400;
    renderWithQueries(<Body ctx={ctx} data={data} t={t} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your choice could not be saved. Try again.');
  });
});
