// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/registration/en.json';
import { readRegistrationAttempts } from './registration-attempts';
import { RegistrationForm } from './registration-form';

const t = createTranslate(en);

const OPTIONS = {
  available: true,
  currencies: [
    { id: 1, iso: 'RUB', symbol: '₽', name: 'Russian rouble' },
    { id: 2, iso: 'USD', symbol: '$', name: 'US dollar' },
  ],
  countries: [{ id: 643, code: 'RU', name: 'Russia', tel_code: '7' }],
  default_currency_id: 1,
  default_country_id: 643,
  social: { provider_name: 'Test ID' },
  demo_balance: '1000',
};

type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
let calls: { path: string; body: unknown }[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  answers = {
    '/web-api/registration/options': { status: 200, body: OPTIONS },
    '/web-api/phone/countries': { status: 200, body: { countries: [] } },
    '/web-api/phone/masks': { status: 200, body: { masks: [] } },
  };
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname;
        calls.push({ path, body: typeof init.body === 'string' ? JSON.parse(init.body) : null });
        const answer = answers[path];
        if (!answer) throw new Error(`unexpected call to ${path}`);
        return new Response(JSON.stringify(answer.body), {
          status: answer.status,
          headers: { 'content-type': 'application/json' },
        });
      },
    }),
  );
});
afterEach(cleanup);

describe('RegistrationForm', () => {
  it('offers the four types, counts the attempt and shows the one-click credentials once registered', async () => {
    answers['/web-api/registration/one-click'] = {
      status: 200,
      body: { user_id: 7, login: '1234567890', password: 'ab3Cd4Efgh', redirect_to: null },
    };
    renderWithQueries(<RegistrationForm lng="en" t={t} variant="popup" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['One click', 'By phone', 'By e-mail', 'Social network']);
    expect(readRegistrationAttempts().regTryCounter).toBe(1);

    fireEvent.change(screen.getByLabelText('Currency'), { target: { value: '2' } });
    fireEvent.click(screen.getByLabelText('Casino bonus'));
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByTestId('registration-password')).toHaveProperty('textContent', 'ab3Cd4Efgh');
    expect(calls.find((call) => call.path === '/web-api/registration/one-click')?.body).toEqual({
      currency_id: 2,
      country_id: 643,
      bonus_choice: 2,
      lng: 'en',
    });
    expect(screen.getByRole('button', { name: 'Save to a file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save as an image' })).toBeTruthy();
  });

  it('checks the e-mail form before sending and shows the platform refusal', async () => {
    answers['/web-api/registration/email'] = {
      status: 409,
      body: { error: { code: 'email_taken', message: 'taken' } },
    };
    renderWithQueries(<RegistrationForm lng="en" t={t} variant="page" />);
    fireEvent.click(await screen.findByRole('tab', { name: 'By e-mail' }));
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'me@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(en['registration.error.password'])).toBeTruthy();
    expect(calls.some((call) => call.path === '/web-api/registration/email')).toBe(false);

    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'good-pass-1' } });
    fireEvent.change(screen.getByLabelText('Repeat the password'), { target: { value: 'good-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findByText(en['registration.error.email_taken'])).getAttribute('role')).toBe('alert');
  });

  it('shows the loading line, then says what failed when the options cannot be read', async () => {
    answers['/web-api/registration/options'] = { status: 400, body: { error: { code: 'bad', message: 'no' } } };
    renderWithQueries(<RegistrationForm lng="en" t={t} variant="page" />);
    expect(screen.getByRole('status').textContent).toBe('Loading the registration form…');
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Try again.');
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says so when registration is not available', async () => {
    answers['/web-api/registration/options'] = { status: 200, body: { ...OPTIONS, available: false } };
    renderWithQueries(<RegistrationForm lng="en" t={t} variant="page" />);
    expect(await screen.findByText(en['registration.unavailable'])).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('opens on the social type with a link to the provider carrying the choices, and names a failed return', async () => {
    renderWithQueries(<RegistrationForm lng="en" t={t} variant="page" initialTab="social" socialError="denied" />);
    const link = await screen.findByRole('link', { name: 'Continue with Test ID' });
    expect(link.getAttribute('href')).toBe(
      '/web-api/registration/social/start?currency_id=1&country_id=643&bonus_choice=0&lng=en',
    );
    expect(screen.getByRole('alert').textContent).toBe(en['registration.social.error.denied']);
  });
});
