// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTranslate } from '@betfront/remote-kit';
import en from '../../../../apps/platform/src/dictionaries/data/info/en.json';
import { BettingCalculator } from './betting-calculator';

const t = createTranslate(en);

afterEach(cleanup);

function resultValue(term: string): string | null {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling?.textContent ?? null;
}

describe('BettingCalculator', () => {
  it('quotes the example express: 1.5 × 2.0 × 1.8 at 10 → 54.00', () => {
    render(<BettingCalculator t={t} />);
    expect(resultValue('Total odds')).toBe('5.40');
    expect(resultValue('Possible win')).toBe('54.00');
  });

  it('turns the coupon into a 2 of 3 system with its minimum win', () => {
    render(<BettingCalculator t={t} />);
    fireEvent.click(screen.getByRole('radio', { name: 'System' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Stake' }), { target: { value: '30' } });
    expect(screen.getByRole('combobox', { name: 'System size' })).toHaveProperty('value', '2');
    expect(resultValue('Possible win')).toBe('93.00');
    expect(resultValue('Minimum win')).toBe('27.00');
    expect(resultValue('Combinations')).toBe('3');
  });

  it('keeps one event for a single and adds events for an express', () => {
    render(<BettingCalculator t={t} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Single' }));
    expect(screen.getAllByRole('textbox', { name: /Odds of event/ })).toHaveLength(1);
    expect(resultValue('Possible win')).toBe('15.00');
    fireEvent.click(screen.getByRole('radio', { name: 'Accumulator' }));
    expect(screen.getAllByRole('textbox', { name: /Odds of event/ })).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Odds of event 2' }), { target: { value: '2,5' } });
    expect(resultValue('Total odds')).toBe('3.75');
    fireEvent.click(screen.getByRole('button', { name: 'Add an event' }));
    expect(screen.getByRole('alert').textContent).toContain('event 3');
  });

  it('points at the event whose odds are not a number above 1', () => {
    render(<BettingCalculator t={t} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Odds of event 2' }), { target: { value: '0.9' } });
    expect(within(screen.getByRole('alert')).getByText(/event 2/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Odds of event 2' }).getAttribute('aria-invalid')).toBe('true');
  });
});
