// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateField } from './date-field';
import { ScrollTabs } from './scroll-tabs';
import { SegmentedControl } from './segmented-control';
import { StakeInput } from './stake-input';
import { Switch } from './switch';
import { SwitchLink } from './switch-link';

function Stake({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <StakeInput
      label="Stake"
      value={value}
      onChange={setValue}
      currency="RUB"
      quickStakes={['10', '50', '100']}
      max={{ label: 'Max', amount: '875.50' }}
    />
  );
}

afterEach(cleanup);

describe('SegmentedControl', () => {
  it('checks the current option and answers the one picked', () => {
    const onChange = vi.fn();
    const options = [
      { value: 'result', label: 'Result' },
      { value: 'total', label: 'Total' },
    ] as const;
    render(<SegmentedControl label="Market" options={options} value="result" onChange={onChange} />);
    expect((screen.getByRole('radio', { name: 'Result' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Total' }));
    expect(onChange).toHaveBeenCalledWith('total');
  });

  it('takes the option ticked in the server markup before the script hydrated it', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'result', label: 'Result' },
      { value: 'total', label: 'Total' },
    ] as const;
    const control = <SegmentedControl label="Market" options={options} value="result" onChange={onChange} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(control);
    document.body.append(container);
    container.querySelector<HTMLInputElement>('input[value="total"]')!.checked = true;
    await act(async () => {
      hydrateRoot(container, control);
    });
    expect(onChange).toHaveBeenCalledWith('total');
    container.remove();
  });
});

describe('Switch', () => {
  it('is a switch that answers the other state', () => {
    const onChange = vi.fn();
    render(<Switch label="Two-factor login" checked={false} onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Two-factor login' });
    expect(control.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(control);
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('StakeInput', () => {
  it('adds quick stakes exactly, in hundredths', () => {
    render(<Stake start="0.1" />);
    fireEvent.click(screen.getByRole('button', { name: '+10' }));
    fireEvent.click(screen.getByRole('button', { name: '+50' }));
    expect((screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement).value).toBe('60.10');
  });

  it('starts from nothing when the field holds no amount, and Max puts the maximum', () => {
    render(<Stake start="abc" />);
    fireEvent.click(screen.getByRole('button', { name: '+100' }));
    const field = screen.getByRole('textbox', { name: 'Stake' }) as HTMLInputElement;
    expect(field.value).toBe('100');
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(field.value).toBe('875.50');
  });
});

describe('ScrollTabs', () => {
  it('is one navigation row with the current tab marked, and no fade while everything fits', () => {
    render(
      <ScrollTabs
        label="Sports"
        tabs={[
          { href: '/en/live/1-football', label: 'Football', current: true },
          { href: '/en/live/4-tennis', label: 'Tennis' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Sports' });
    expect(screen.getByRole('link', { name: 'Football' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Tennis' }).getAttribute('aria-current')).toBeNull();
    expect(nav.dataset.fadeEnd).toBe('false');
  });
});

describe('SwitchLink', () => {
  it('is a link to the page that changes the setting, named with its state, drawn as a switch', () => {
    render(<SwitchLink href="/en/office/two-factor-auth/disable" label="Two-step sign-in" on stateText="On" />);
    const link = screen.getByRole('link', { name: 'Two-step sign-in On' });
    expect(link.getAttribute('href')).toBe('/en/office/two-factor-auth/disable');
    expect(link.querySelector('[data-on="true"]')?.getAttribute('aria-hidden')).toBe('true');
  });
});

const DAY_LABELS = { calendar: 'Calendar', placeholder: 'дд.мм.гггг', invalid: 'Write the day as dd.mm.yyyy.' };

function dayForm(onChange?: (isoDay: string) => void) {
  render(
    <form aria-label="Period">
      <label htmlFor="from">From</label>
      <DateField id="from" name="from" lng="ru" defaultValue="2026-11-26" labels={DAY_LABELS} onChange={onChange} />
    </form>,
  );
  const form = screen.getByRole('form', { name: 'Period' }) as HTMLFormElement;
  return { form, field: screen.getByLabelText<HTMLInputElement>('From') };
}

describe('DateField', () => {
  it('writes the day in the language’s order and sends it as an ISO day', () => {
    const { form, field } = dayForm();
    expect(field.value).toBe('26.11.2026');
    expect(new FormData(form).get('from')).toBe('2026-11-26');
  });

  it('takes a day typed in that order and tells it', () => {
    const onChange = vi.fn();
    const { form, field } = dayForm(onChange);
    fireEvent.change(field, { target: { value: '01.02.2027' } });
    expect(new FormData(form).get('from')).toBe('2027-02-01');
    expect(onChange).toHaveBeenLastCalledWith('2027-02-01');
  });

  it('keeps the form from sending a text that names no day', () => {
    const { form, field } = dayForm();
    fireEvent.change(field, { target: { value: '31.02.2027' } });
    expect(new FormData(form).get('from')).toBe('');
    expect(field.validationMessage).toBe('Write the day as dd.mm.yyyy.');
  });

  it('is the browser’s date input in the server’s markup, so the form works before the page’s code runs', () => {
    const html = renderToString(
      <DateField id="d" name="from" lng="ru" defaultValue="2026-11-26" labels={DAY_LABELS} />,
    );
    expect(html).toContain('type="date"');
    expect(html).toContain('value="2026-11-26"');
  });
});
