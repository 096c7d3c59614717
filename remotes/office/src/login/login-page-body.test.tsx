import { createTranslate } from '@betfront/remote-kit';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import login from '../../../../apps/platform/src/dictionaries/data/login/en.json';
import office from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import { resolveOfficeRoute } from '../office-data';
import { OfficePage } from '../pages/office-page';
import { withQueries } from '@betfront/remote-kit/testing/query-client';

const t = createTranslate({ ...office, ...login });

function renderRoute(name: string, path: string): string {
  const route = { name, params: {}, query: {}, path };
  const data = resolveOfficeRoute(route);
  if (!data) throw new Error(`the office does not render ${name}`);
  return renderToString(
    withQueries(<OfficePage ctx={{ lng: 'en', route, user: null, isMobile: true }} data={data} t={t} />),
  );
}

describe('login pages', () => {
  it.each([
    ['user.login', '/en/user/login'],
    ['auth', '/en/auth'],
  ])('%s renders the login form on the server', (name, path) => {
    const html = renderRoute(name, path);
    expect(html).toContain('role="tablist"');
    for (const text of ['Login', 'Phone', 'SMS code', 'Login, e-mail or ID', 'Password', 'Remember me']) {
      expect(html).toContain(`>${text}<`);
    }
    expect(html).toContain('href="/en/user/forgotpassword"');
  });
});
