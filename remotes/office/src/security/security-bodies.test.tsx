// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import type { Translate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import loginEn from '../../../../apps/platform/src/dictionaries/data/login/en.json';
import officeEn from '../../../../apps/platform/src/dictionaries/data/office/en.json';
import securityEn from '../../../../apps/platform/src/dictionaries/data/security/en.json';
import securityRu from '../../../../apps/platform/src/dictionaries/data/security/ru.json';
import type { OfficeData } from '../office-data';
import { SECURITY_BODIES } from './bodies';
import { renderWithQueries, withQueries } from '@betfront/remote-kit/testing/query-client';

const dictionary: Record<string, string> = { ...officeEn, ...loginEn, ...securityEn };
let missing: Set<string>;
const t: Translate = (key, vars) => {
  const text = dictionary[key];
  if (text === undefined) missing.add(key);
  return (text ?? key).replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => String(vars?.[name] ?? ''));
};

const data: OfficeData = { area: 'office', content: 'form', stem: 'office.page.office.security', vars: {} };
const ctxOf = (name: string, query: Record<string, string> = {}) => ({
  lng: 'en',
  route: { name, params: {}, query, path: `/en/${name.replaceAll('.', '/')}` },
  user: { id: 7 },
  isMobile: false,
});

const OVERVIEW = {
  user_id: 7,
  login: 'alice',
  email: 'alice@example.com',
  email_verified: true,
  phone: null,
  phone_verified: false,
  activation_type: 1,
  protection_level: 40,
  protection_methods: {
    is_changed_password: true,
    enable_two_factor_auth: false,
    enable_phone_binding: false,
    enable_security_question: true,
    enable_email_auth: false,
  },
  security_question: 'first_pet',
  backup_codes_left: 0,
  changed_pass_day_count: 3,
};

let answers: Record<string, unknown[]>;
let paths: string[];
beforeEach(() => {
  missing = new Set();
  paths = [];
  answers = {};
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => {
        const path = new URL(url, 'http://site').pathname;
        paths.push(path);
        const body = answers[path]?.shift();
        return new Response(JSON.stringify(body ?? {}), { status: body === undefined ? 500 : 200 });
      },
    }),
  );
});
afterEach(cleanup);

describe('security page bodies', () => {
  it('has Russian and English texts with the same keys', () => {
    expect(Object.keys(securityRu).sort()).toEqual(Object.keys(securityEn).sort());
  });

  it.each(Object.keys(SECURITY_BODIES))('%s renders on the server with every text and no call', (name) => {
    const Body = SECURITY_BODIES[name];
    if (!Body) throw new Error(name);
    const html = renderToString(withQueries(<Body ctx={ctxOf(name)} data={data} t={t} />));
    expect(html.length).toBeGreaterThan(0);
    expect([...missing]).toEqual([]);
    expect(paths).toEqual([]);
  });

  it('shows the protection level and the state of each method', async () => {
    answers['/web-api/security/overview'] = [OVERVIEW];
    const Hub = SECURITY_BODIES['office.security'];
    if (!Hub) throw new Error('no hub');
    renderWithQueries(<Hub ctx={ctxOf('office.security')} data={data} t={t} />);
    expect((await screen.findByRole('meter')).getAttribute('value')).toBe('40');
    expect(screen.getByText('40% — fair. A few more steps make your account safer.')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toContain('Security questionOn');
    expect(items).toContain('Two-step sign-inOff');
    expect([...missing]).toEqual([]);
  });

  it('says what failed when the overview cannot be read, after the loading line', async () => {
    const Hub = SECURITY_BODIES['office.security'];
    if (!Hub) throw new Error('no hub');
    renderWithQueries(<Hub ctx={ctxOf('office.security')} data={data} t={t} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Try again.');
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('lists the open sessions once read and drops the one ended', async () => {
    const session = (id: string, current: boolean, user_agent: string) => ({
      id,
      created_at: '2026-03-01T10:00:00.000Z',
      expires_at: '2026-04-01T10:00:00.000Z',
      ip: '10.0.0.1',
      user_agent,
      current,
    });
    answers['/web-api/security/sessions'] = [
      { sessions: [session('AAAAAAAAAAAAAAAA', true, 'Firefox'), session('BBBBBBBBBBBBBBBB', false, 'Safari')] },
    ];
    answers['/web-api/security/sessions/BBBBBBBBBBBBBBBB/end'] = [{ id: 'BBBBBBBBBBBBBBBB' }];
    const Sessions = SECURITY_BODIES['office.session-history'];
    if (!Sessions) throw new Error('no page');
    renderWithQueries(<Sessions ctx={ctxOf('office.session-history')} data={data} t={t} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
    const list = await screen.findByRole('list', { name: 'Open sessions' });
    expect(list.textContent).toContain('Safari');
    fireEvent.click(screen.getByRole('button', { name: 'End the session on Safari' }));
    await screen.findByText('The session has ended: that device is logged out.');
    expect(screen.getByRole('list', { name: 'Open sessions' }).textContent).not.toContain('Safari');
    expect(screen.getByRole('list', { name: 'Open sessions' }).textContent).toContain('Firefox');
  });

  it('says what failed when the sessions cannot be read', async () => {
    const Sessions = SECURITY_BODIES['office.session-history'];
    if (!Sessions) throw new Error('no page');
    renderWithQueries(<Sessions ctx={ctxOf('office.session-history')} data={data} t={t} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Try again.');
    expect(paths).toEqual(['/web-api/security/sessions']);
  });

  it('sets two-step sign-in up: secret, code, then the backup codes', async () => {
    answers['/web-api/security/overview'] = [OVERVIEW];
    answers['/web-api/security/two-factor/setup'] = [
      {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauth_url: 'otpauth://totp/betfront:alice?secret=JBSWY3DPEHPK3PXP',
        qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
    ];
    answers['/web-api/security/two-factor/enable'] = [{ backup_codes: ['abcd-2345', 'efgh-6789'] }];
    const Enable = SECURITY_BODIES['office.two-factor-auth.enable'];
    if (!Enable) throw new Error('no page');
    renderWithQueries(<Enable ctx={ctxOf('office.two-factor-auth.enable')} data={data} t={t} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Set up' }));
    expect((await screen.findByTestId('two-factor-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The code has 6 digits.');
    fireEvent.change(screen.getByLabelText('Code from the authenticator app'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Backup codes' });
    expect(codes.textContent).toBe('abcd-2345efgh-6789');
    expect(paths).toEqual([
      '/web-api/security/overview',
      '/web-api/security/two-factor/setup',
      '/web-api/security/two-factor/enable',
    ]);
  });
});
