// @vitest-environment happy-dom
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import login from '../../../../apps/platform/src/dictionaries/data/login/en.json';
import registration from '../../../../apps/platform/src/dictionaries/data/registration/en.json';
import transfer from '../../../../apps/platform/src/dictionaries/data/transfer/en.json';
import { installFakeNetwork } from '../testing/fake-network';
import type { FakeNetwork } from '../testing/fake-network';
import { TransferUserDialog } from './transfer-dialog';

const t = createTranslate({ ...login, ...registration, ...transfer });
const BASE = '/web-api/api/internal/v1/account/user-transfer';
const CAPTCHA_ID = 'AAAAAAAAAAAAAAAAAAAAAA';

let network: FakeNetwork;

beforeEach(() => {
  network = installFakeNetwork({
    '/web-api/captcha/update': {
      status: 200,
      body: { captchaId: CAPTCHA_ID, image: 'data:image/svg+xml;base64,PHN2Zy8+', time: 300 },
    },
  });
});
afterEach(cleanup);

const refusal = (status: number, code: string, facts: Record<string, string> = {}) => ({
  status,
  body: { error: { code, message: code, ...facts } },
});
const callsTo = (path: string) => network.calls.filter((call) => call.path === path);

function renderDialog() {
  const onClose = vi.fn();
  const onSessionStarted = vi.fn();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  renderWithQueries(
    <TransferUserDialog lng="en" t={t} partner="welcome" onClose={onClose} onSessionStarted={onSessionStarted} />,
  );
  return { onClose, onSessionStarted };
}

async function askForCode(answer: string) {
  await screen.findByAltText('Characters to type');
  fireEvent.change(screen.getByLabelText('Phone number of your account'), { target: { value: '9001234567' } });
  fireEvent.change(screen.getByLabelText('Characters from the picture'), { target: { value: answer } });
  fireEvent.click(screen.getByRole('button', { name: 'Send the code' }));
}

describe('TransferUserDialog', () => {
  it('names a wrong captcha and shows a new picture to solve', async () => {
    network.answers[`${BASE}/send-code/welcome`] = refusal(400, 'captcha_invalid');
    const { onClose } = renderDialog();
    await askForCode('WRONG');
    expect((await screen.findByText(/do not match the picture/)).getAttribute('role')).toBe('alert');
    expect(callsTo('/web-api/captcha/update')).toHaveLength(2);
    expect(screen.getByLabelText<HTMLInputElement>('Characters from the picture').value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('takes a code sent within the minute as sent, counts down to the next, then opens the account', async () => {
    network.answers[`${BASE}/send-code/welcome`] = refusal(429, 'code_rate_limited', { retry_after: '42' });
    const { onClose, onSessionStarted } = renderDialog();
    await askForCode('ABCDE');
    expect((await screen.findByRole('status')).textContent).toMatch(/less than a minute ago/);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: /New code in (41|42) s/ }).disabled).toBe(true);
    expect(callsTo(`${BASE}/send-code/welcome`)[0]?.body).toEqual({
      country_code: '7',
      phone: '9001234567',
      captcha: `${CAPTCHA_ID}:ABCDE`,
      lng: 'en',
    });

    network.answers[`${BASE}/check-code/welcome`] = { status: 200, body: { redirectToken: 'r'.repeat(43) } };
    network.answers[`${BASE}/user-data`] = { status: 200, body: { user: { id: 77, password: 'Abcdefgh2345' } } };
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '12 34 56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByTestId('transfer-account')).textContent).toMatch('77');
    expect(screen.getByTestId('transfer-password').textContent).toMatch('Abcdefgh2345');
    expect(callsTo(`${BASE}/check-code/welcome`)[0]?.body).toEqual({
      country_code: '7',
      phone: '9001234567',
      code: '123456',
    });
    expect(callsTo(`${BASE}/user-data`)[0]?.body).toEqual({ redirectToken: 'r'.repeat(43) });

    // Logged in now: closing the dialog shows the page as the player's, like the button does.
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSessionStarted).toHaveBeenCalledOnce();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('names a wrong code and sends nothing for a code that is not six digits', async () => {
    network.answers[`${BASE}/send-code/welcome`] = { status: 200, body: { success: true, retry_after: 60 } };
    network.answers[`${BASE}/check-code/welcome`] = refusal(400, 'code_invalid');
    renderDialog();
    await askForCode('ABCDE');
    expect((await screen.findByRole('status')).textContent).toMatch(
      'We sent a six-digit code by SMS to +7\u00a09001234567.',
    );
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Enter the six digits of the code.');
    expect(callsTo(`${BASE}/check-code/welcome`)).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Code from the SMS'), { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText(/The code is wrong or has expired/)).getAttribute('role')).toBe('alert');
  });
});
