// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import en from '../../../../apps/platform/src/dictionaries/data/info/en.json';
import { pageFixture, terminalsFixture } from '../testing/content-fixtures';
import { CashTerminalsPage } from './cash-terminals-page';

afterEach(cleanup);

it('filters the terminals by the chosen city', () => {
  const ctx = {
    lng: 'en',
    route: { name: 'information.cash_terminals', params: {}, query: {}, path: '/en/information/cash_terminals' },
    user: null,
    isMobile: true,
  };
  render(
    <CashTerminalsPage
      ctx={ctx}
      t={createTranslate(en)}
      page={pageFixture('cash_terminals')}
      terminals={terminalsFixture}
    />,
  );
  const list = () => screen.getByRole('list', { name: 'Betting shops' });
  expect(list().children).toHaveLength(3);
  fireEvent.change(screen.getByRole('combobox', { name: 'City' }), { target: { value: 'kazan' } });
  expect(list().children).toHaveLength(1);
  expect(screen.getByText('51 Baumana St.')).toBeTruthy();
  expect(screen.getByText('Shops found: 1')).toBeTruthy();
});
