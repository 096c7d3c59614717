// @vitest-environment happy-dom
import { askCaptcha, createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/login/en.json';
import { LoginForm } from './login-form';

const t = createTranslate(en);
const CAPTCHA_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

interface Call {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer[]>;
let calls: Call[];

const json = ({ status, body }: Answer) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const refusal = (status: number, code: string, exceptionCode?: number): Answer => ({
  status,
  body: { error: { code, message: code, ...(exceptionCode ? { exception_code: exceptionCode } : {}) } },
});

beforeEach(() => {
  calls = [];
  answers = {
    '/web-api/phone/countries': [
      {
        status: 200,
        body: {
          countries: [{ id: 643, name: 'Russia', country_code: 'RU', tel_code: '7', phoneCode: '+7', code: 'ru' }],
        },
      },
    ],
    '/web-api/phone/masks': [
      { status: 200, body: { masks: [{ CountryId: 643, Mask: '(###) ###-##-##', Min: 10, Max: 10 }] } },
    ],
    '/web-api/captcha/update': [
      { status: 200, body: { captchaId: CAPTCHA_ID, image: 'data:image/svg+xml;base64,PHN2Zy8+', time: 300 } },
    ],
  };
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      onCaptchaRequired: askCaptcha,
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname;
        calls.push({
          path,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : null,
          headers: { ...(init.headers as Record<string, string>) },
        });
        const queue = answers[path] ?? [];
        const answer = queue.length > 1 ? queue.shift() : queue[0];
        if (!answer) throw new Error(`unexpected call to ${path}`);
        return json(answer);
      },
    }),
  );
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const loginCalls = () => calls.filter((call) => call.path.startsWith('/web-api/auth/'));

function fillPasswordForm(login: string, password: string) {
  fireEvent.change(screen.getByLabelText('Login, e-mail or ID'), { target: { value: login } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm', () => {
  it('logs in by login and password, sending the login trimmed and the remember choice', async () => {
    answers['/web-api/auth/login'] = [{ status: 200, body: { user_id: 42 } }];
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={onLoggedIn} />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fillPasswordForm('  player1 ', 'secret-pass-1');
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(42));
    expect(loginCalls()[0]?.body).toEqual({ uLogin: 'player1', uPassword: 'secret-pass-1', save: true });
  });

  it('says what is missing without calling the platform', () => {
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getAllByText('Fill in this field')).toHaveLength(2);
    expect(loginCalls()).toHaveLength(0);
  });

  it('counts wrong passwords and points to recovery after three', async () => {
    answers['/web-api/auth/login'] = [refusal(401, 'invalid_credentials')];
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} />);
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await screen.findByRole('button', { name: 'Log in' });
      fillPasswordForm('player1', `wrong-${attempt}`);
      await vi.waitFor(() => expect(loginCalls()).toHaveLength(attempt));
    }
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Wrong login or password'));
    expect(await screen.findByText(/Several attempts have failed/)).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('bf_login_attempts') ?? '{}').count).toBe(3);
  });

  it('asks for the two-step code when the login needs it, then completes the login', async () => {
    answers['/web-api/auth/login'] = [{ status: 200, body: { two_step_required: true } }];
    answers['/web-api/auth/login-two-step'] = [refusal(401, 'invalid_code'), { status: 200, body: { user_id: 7 } }];
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={onLoggedIn} />);
    fillPasswordForm('player1', 'secret-pass-1');
    const code = await screen.findByLabelText('Code');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(/Enter the 6-digit code or a backup code/)).toBeTruthy();
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('The code is not right')).toBeTruthy();
    fireEvent.change(code, { target: { value: 'abcd-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(7));
    expect(loginCalls().at(-1)?.body).toEqual({ code: 'abcd-1234', save: false });
  });

  it('starts at the code when the first step happened elsewhere, and can go back to the password', async () => {
    answers['/web-api/auth/login-two-step'] = [{ status: 200, body: { user_id: 9 } }];
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={onLoggedIn} startsAtSecondStep />);
    expect(screen.queryByLabelText('Password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(9));
    expect(loginCalls()).toEqual([expect.objectContaining({ path: '/web-api/auth/login-two-step' })]);
  });

  it('shows the captcha when the platform asks and sends the answer with the retried login', async () => {
    answers['/web-api/auth/login'] = [refusal(400, 'captcha_required', 100), { status: 200, body: { user_id: 5 } }];
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={onLoggedIn} />);
    fillPasswordForm('player1', 'secret-pass-1');
    const dialog = await screen.findByRole('dialog', { name: 'Check that you are not a robot' });
    await within(dialog).findByRole('img', { name: 'Characters to type' });
    expect(within(dialog).getByText('The picture is valid for 300 s')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Characters from the picture'), { target: { value: ' kx7 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(5));
    expect(loginCalls().at(-1)?.headers['x-captcha']).toBe(`${CAPTCHA_ID}:kx7`);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives up the login when the captcha is cancelled', async () => {
    answers['/web-api/auth/login'] = [refusal(400, 'captcha_required', 100)];
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={vi.fn()} />);
    fillPasswordForm('player1', 'secret-pass-1');
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Solve the captcha to log in')).toBeTruthy();
  });

  it('logs in by phone and password with the dialling code apart', async () => {
    answers['/web-api/auth/login-phone'] = [{ status: 200, body: { user_id: 9 } }];
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={onLoggedIn} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    await screen.findByPlaceholderText('(___) ___-__-__');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9161234567' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(9));
    expect(loginCalls()[0]?.body).toEqual({
      phone_number: '9161234567',
      country_code: '7',
      uPassword: 'secret-pass-1',
      save: false,
    });
  });

  it('logs in by SMS: sends the code, counts down to another, then logs in with it', async () => {
    answers['/web-api/auth/sms/send'] = [{ status: 200, body: { success: true, retry_after: 60 } }];
    answers['/web-api/auth/login-sms'] = [{ status: 200, body: { user_id: 11 } }];
    const onLoggedIn = vi.fn();
    renderWithQueries(<LoginForm lng="en" t={t} onLoggedIn={onLoggedIn} />);
    fireEvent.click(screen.getByRole('tab', { name: 'SMS code' }));
    await screen.findByPlaceholderText('(___) ___-__-__');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '916123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    expect(screen.getByText('The number has the wrong count of digits for this country')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '9161234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get a code' }));
    const resend = await screen.findByRole('button', { name: /A new code in (60|59) s/ });
    expect(resend).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(11));
    expect(loginCalls().map((call) => call.body)).toEqual([
      { 'phone-number': '9161234567', 'phone-code': '7' },
      { 'phone-number': '9161234567', 'phone-code': '7', 'sms-code': '123456', save: false },
    ]);
  });
});
