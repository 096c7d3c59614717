// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HydratedForm } from './hydrated-form';

const form = (
  <HydratedForm aria-label="Sign in">
    <input aria-label="Login" />
    <button type="submit">Go</button>
  </HydratedForm>
);

describe('HydratedForm', () => {
  it('serves its fields disabled, so nothing is typed before the code that reads it runs', () => {
    expect(renderToString(form)).toMatch(/<fieldset[^>]*disabled=""/);
  });

  it('enables its fields once rendered in the browser', () => {
    const { container } = render(form);
    expect(container.querySelector('fieldset')?.disabled).toBe(false);
    expect(screen.getByRole('textbox', { name: 'Login' }).matches(':disabled')).toBe(false);
  });
});
