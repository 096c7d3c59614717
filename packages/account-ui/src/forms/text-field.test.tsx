// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField } from './text-field';

afterEach(cleanup);

describe('TextField', () => {
  it('is found by its label and reports typed text', () => {
    const onChange = vi.fn();
    render(<TextField label="Login" value="" onChange={onChange} autoComplete="username" />);
    const input = screen.getByLabelText('Login');
    fireEvent.change(input, { target: { value: 'ann' } });
    expect(onChange).toHaveBeenCalledWith('ann');
    expect(input.getAttribute('autocomplete')).toBe('username');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('ties the hint and the error to the input', () => {
    render(<TextField id="pw" label="Password" value="x" onChange={() => {}} hint="8 or more" error="Too short" />);
    const input = screen.getByLabelText('Password');
    expect(input.id).toBe('pw');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('pw-hint pw-error');
    expect(document.getElementById('pw-hint')?.textContent).toBe('8 or more');
    expect(document.getElementById('pw-error')?.textContent).toBe('Too short');
  });

  it('leaves out an empty error', () => {
    render(<TextField id="code" label="Code" value="" onChange={() => {}} error={null} />);
    expect(screen.getByLabelText('Code').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('code-error')).toBeNull();
  });
});
