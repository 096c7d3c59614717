// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/security/en.json';
import { ForgotPasswordFlow } from './forgot-password-flow';
import { PasswordReset } from './password-reset';

const t = createTranslate(en);
const TOKEN = 'T'.repeat(43);
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let calls: { path: string; body: unknown }[];

beforeEach(() => {
  calls = [];
  answers = {};
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname;
        calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
        const answer = answers[path]?.shift() ?? { status: 500, body: {} };
        return new Response(JSON.stringify(answer.body), { status: answer.status });
      },
    }),
  );
});
afterEach(cleanup);

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('ForgotPasswordFlow', () => {
  it('walks popup, code, approve, save and success', async () => {
    answers = {
      '/web-api/auth/recovery/start': [{ status: 200, body: { token: TOKEN, retry_after: 60 } }],
      '/web-api/auth/recovery/check': [
        { status: 400, body: { error: { code: 'invalid_code', message: 'no' } } },
        { status: 200, body: { login: 'alice' } },
      ],
      '/web-api/auth/recovery/save': [{ status: 200, body: { success: true } }],
    };
    const onClose = vi.fn();
    render(<ForgotPasswordFlow lng="en" t={t} onClose={onClose} />);

    click('Send code');
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Enter your login, email or phone.');
    type('Login, email, account number or phone', ' alice@example.com ');
    click('Send code');
    await screen.findByText(/If an account with this login exists/);
    expect(calls[0]).toEqual({ path: '/web-api/auth/recovery/start', body: { login: 'alice@example.com', lng: 'en' } });

    type('Code from the message', '111111');
    click('Check the code');
    expect((await screen.findByRole('alert')).textContent).toBe('The code is not right.');
    type('Code from the message', '222222');
    click('Check the code');
    await screen.findByText('The code is right. Set a new password for the account alice?');
    click('Set a new password');

    type('New password', 'new-pass-77');
    type('Repeat the new password', 'new-pass-78');
    click('Save the password');
    expect((await screen.findByRole('alert')).textContent).toBe('The passwords do not match.');
    type('Repeat the new password', 'new-pass-77');
    click('Save the password');
    await screen.findByText('The password is changed. Log in with the new one.');
    expect(calls.at(-1)).toEqual({
      path: '/web-api/auth/recovery/save',
      body: { token: TOKEN, password: 'new-pass-77' },
    });
    click('Log in');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('leaves at any step through cancel', () => {
    const onClose = vi.fn();
    render(<ForgotPasswordFlow lng="en" t={t} onClose={onClose} />);
    click('Cancel');
    expect(onClose).toHaveBeenCalledOnce();
    expect(calls).toEqual([]);
  });
});

describe('PasswordReset', () => {
  it('checks the code of the link, then saves the new password', async () => {
    answers = {
      '/web-api/auth/recovery/check': [{ status: 200, body: { login: 'bob' } }],
      '/web-api/auth/recovery/save': [{ status: 200, body: { success: true } }],
    };
    render(<PasswordReset lng="en" t={t} query={{ token: TOKEN, code: '123456' }} />);
    await screen.findByText('Set a new password for the account bob.');
    type('New password', 'reset-pass-1');
    type('Repeat the new password', 'reset-pass-1');
    click('Save the password');
    await screen.findByRole('link', { name: 'Go to log in' });
  });

  it('explains a broken link without calling the platform', () => {
    render(<PasswordReset lng="en" t={t} query={{ token: 'short' }} />);
    expect(screen.getByRole('alert').textContent).toBe('The link is broken. Start password recovery again.');
    expect(screen.getByRole('link', { name: 'Start password recovery again' }).getAttribute('href')).toBe(
      '/en/user/forgotpassword',
    );
    expect(calls).toEqual([]);
  });
});
