import { createTranslate } from '@betfront/remote-kit';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import login from '../../../../apps/platform/src/dictionaries/data/login/en.json';
import office from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import { resolveOfficeRoute } from '../office-data';
import { prepareOfficePage } from '../page-bodies';
import { OfficePage } from '../pages/office-page';
import { withQueries } from '@betfront/remote-kit/testing/query-client';

const t = createTranslate({ ...office, ...login });

async function renderRoute(name: string, path: string): Promise<string> {
  const route = { name, params: {}, query: {}, path };
  const data = resolveOfficeRoute(route);
  if (!data) throw new Error(`the office does not render ${name}`);
  // As the server does: the page's body is loaded before the string render.
  await prepareOfficePage(data, { route });
  return renderToString(
    withQueries(<OfficePage ctx={{ lng: 'en', route, user: null, isMobile: true }} data={data} t={t} />),
  );
}

describe('login pages', () => {
  it.each([
    ['user.login', '/en/user/login'],
    ['auth', '/en/auth'],
  ])('%s renders the login form on the server', async (name, path) => {
    const html = await renderRoute(name, path);
    expect(html).toContain('role="tablist"');
    for (const text of ['Login', 'Phone', 'SMS code', 'Login, e-mail or ID', 'Password', 'Remember me']) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).toContain('href="/en/user/forgotpassword"');
  });
});
