// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import type { ClientLimit } from '@betfront/contract/limits';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import responsibleEn from '../../../../apps/platform/src/dictionaries/data/responsible/en.json';
import type { OfficeData } from '../office-data';
import { RESPONSIBLE_BODIES } from './bodies';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';

const t = createTranslate(responsibleEn, 'en');
const data: OfficeData = { area: 'office', content: 'form', stem: 'office.page.office.responsible', vars: {} };
const ctx = {
  lng: 'en',
  route: { name: 'office.responsible', params: {}, query: {}, path: '/en/office/responsible' },
  user: { id: 7 },
  isMobile: false,
};

const DEPOSIT_24H = 'Deposit limit for 24 hours';
const limit = (limitType: number, fields: Partial<ClientLimit> = {}): ClientLimit => ({
  limitType,
  limitValue: null,
  limitBalance: null,
  limitState: 'INACTIVE',
  needApprove: false,
  startedAt: null,
  endsAt: null,
  measure: 'money',
  label: limitType === 20 ? DEPOSIT_24H : `Limit ${limitType}`,
  optionsMap: { '999999999': 'No limit' },
  availableValues: null,
  type: 'deposit',
  ...fields,
});
const active = limit(20, { limitValue: 500, limitBalance: 200, limitState: 'ACTIVE', startedAt: 1 });
const pending = limit(20, { limitValue: 1000, limitState: 'PENDING', startedAt: 2_000_000_000, endsAt: 2_000_086_400 });
const QUESTIONS = [1, 2, 3].map((questionId) => ({ questionId, text: `Question ${questionId}?` }));

let sent: { method: string; path: string; body: unknown }[];
let limits: ClientLimit[];
beforeEach(() => {
  sent = [];
  limits = [active, limit(21), limit(22)];
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url, init) => {
        const path = new URL(url, 'http://site').pathname.split('/v3/')[1] ?? '';
        const method = init?.method ?? 'GET';
        const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
        sent.push({ method, path, body });
        if (path === 'reasons/selfexclude') return Response.json({ reasons: [{ id: 1, title: 'Too much money' }] });
        if (path === 'limits' && method === 'POST') {
          return Response.json({ status: 202, questions: QUESTIONS, tokenGuid: 'token-1', limitsData: limits });
        }
        if (path === 'testanswers') {
          limits = [active, pending];
          return Response.json({
            questionsResult: QUESTIONS.map(({ questionId }) => ({ questionId, passed: true })),
            success: true,
            limitsData: limits,
          });
        }
        return Response.json({ limits });
      },
    }),
  );
});
afterEach(cleanup);

const Body = RESPONSIBLE_BODIES['office.responsible'];

describe('the responsible gaming page', () => {
  it('shows a limit with what is left, and a raise goes through the questionnaire to a pending change', async () => {
    if (!Body) throw new Error('no body');
    renderWithQueries(<Body ctx={ctx} data={data} t={t} />);
    const card = await screen.findByRole('article', { name: DEPOSIT_24H });
    expect(card.textContent).toContain('Active');
    expect(card.textContent).toContain('500.00');
    expect(card.textContent).toContain('200.00');

    fireEvent.change(within(card).getByLabelText('New limit'), { target: { value: '1000' } });
    const change = within(card).getByRole('button', { name: 'Change' }).closest('form');
    if (!change) throw new Error('no form');
    fireEvent.submit(change);
    const form = await screen.findByRole('form', { name: 'A few questions first' });
    const send = within(form).getByRole('button', { name: 'Send answers' });
    expect(send).toHaveProperty('disabled', true);
    for (const group of within(form).getAllByRole('group')) fireEvent.click(within(group).getByLabelText('No'));
    expect(send).toHaveProperty('disabled', false);
    fireEvent.submit(form);

    const waiting = await screen.findByRole('group', { name: 'Change waiting for confirmation' });
    expect(waiting.textContent).toContain('1,000.00');
    expect(within(waiting).getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    expect(within(card).getByLabelText('New limit')).toHaveProperty('disabled', true);
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: 'limits', body: { limits: [{ limitType: 20, limitValue: 1000 }] } },
      {
        method: 'POST',
        path: 'testanswers',
        body: { tokenGuid: 'token-1', answers: QUESTIONS.map(({ questionId }) => ({ questionId, answer: false })) },
      },
    ]);
  });
});
