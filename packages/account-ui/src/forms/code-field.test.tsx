// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeField } from './code-field';

afterEach(cleanup);

describe('CodeField', () => {
  it('keeps the first six digits of what is typed or pasted, and asks for the one-time code', () => {
    const onChange = vi.fn();
    render(<CodeField label="Code" value="" onChange={onChange} />);
    const input = screen.getByLabelText('Code');
    fireEvent.change(input, { target: { value: '12 34-56 789' } });
    expect(onChange).toHaveBeenLastCalledWith('123456');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });
});
