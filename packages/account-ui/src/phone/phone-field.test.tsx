// @vitest-environment happy-dom
import { createApiClient, installBrowserApi } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/login/en.json';
import { PhoneField } from './phone-field';
import type { PhoneValue } from './phone-value';

const t = createTranslate(en);
const COUNTRIES = [
  { id: 643, name: 'Russia', country_code: 'RU', tel_code: '7', phoneCode: '+7', code: 'ru' },
  { id: 112, name: 'Belarus', country_code: 'BY', tel_code: '375', phoneCode: '+375', code: 'by' },
];
const MASKS = [
  { CountryId: 643, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
  { CountryId: 112, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
];

beforeAll(() => {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  installBrowserApi(
    createApiClient({
      applicationName: 'test',
      fetch: async (url) => json(url.includes('/countries') ? { countries: COUNTRIES } : { masks: MASKS }),
    }),
  );
});
afterEach(cleanup);

function Harness({ initial }: { initial: PhoneValue }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneField id="phone" label="Phone number" value={value} onChange={setValue} t={t} />
      <output data-testid="value">{`${value.telCode}:${value.number}`}</output>
    </>
  );
}

describe('PhoneField', () => {
  it('writes the digits into the mask of the dialling code and stops at its length', async () => {
    renderWithQueries(<Harness initial={{ telCode: '7', number: '' }} />);
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    await screen.findByPlaceholderText('(___) ___-__-__');
    fireEvent.change(input, { target: { value: '916123456789' } });
    expect(input).toHaveProperty('value', '(916) 123-45-67');
    expect(screen.getByTestId('value').textContent).toBe('7:9161234567');
  });

  it('takes away the digit before a bracket deleted alone', async () => {
    renderWithQueries(<Harness initial={{ telCode: '7', number: '916' }} />);
    await screen.findByPlaceholderText('(___) ___-__-__');
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveProperty('value', '(916');
    fireEvent.change(input, { target: { value: '(91' } });
    expect(screen.getByTestId('value').textContent).toBe('7:91');
  });

  it('picks the country from a searchable picker, which says when nothing matches', async () => {
    renderWithQueries(<Harness initial={{ telCode: '7', number: '291234567' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Code +7' }));
    const picker = await screen.findByRole('dialog', { name: 'Phone number' });
    const search = within(picker).getByRole('searchbox', { name: 'Country or code' });
    fireEvent.change(search, { target: { value: 'Atlantis' } });
    expect(within(picker).getByText('Nothing found')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'bel' } });
    fireEvent.click(await within(picker).findByRole('button', { name: /Belarus/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('375:291234567');
    expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveProperty('value', '(29) 123-45-67');
  });

  it('closes the picker with its back button, keeping the code', async () => {
    renderWithQueries(<Harness initial={{ telCode: '7', number: '' }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Code +7' }));
    const picker = await screen.findByRole('dialog', { name: 'Phone number' });
    fireEvent.click(within(picker).getByRole('button', { name: /Back/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('7:');
  });
});
