// @vitest-environment happy-dom
import { ApiError } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import en from '../../../../apps/platform/src/dictionaries/data/common/en.json';
import ru from '../../../../apps/platform/src/dictionaries/data/common/ru.json';
import { FieldFrame } from './field-frame';
import { useForm } from './use-form';

const keyOf = (error: unknown) => (error instanceof Error ? `form.error.${error.message}` : 'form.error.generic');
const t = createTranslate({ ...en, 'wallet.personal.error.future': 'the day has not come yet' }, 'en');
const bodySchema = z.object({
  login: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
  age: z.int().check(z.gte(18)),
});

describe('useForm', () => {
  it('gives back the answer and is pending only while the call runs', async () => {
    const { result } = renderHook(() => useForm(keyOf, t));
    let finish: (value: number) => void = () => {};
    let answer: Promise<number | null> = Promise.resolve(null);
    act(() => {
      answer = result.current.run(() => new Promise<number>((resolve) => (finish = resolve)));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish(7);
      await answer;
    });
    await expect(answer).resolves.toBe(7);
    expect(result.current.pending).toBe(false);
    expect(result.current.errorKey).toBeNull();
  });

  it('turns a failure into its key, tells the failure, and clears it on the next call', async () => {
    const onFailure = vi.fn();
    const { result } = renderHook(() => useForm(keyOf, t, onFailure));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.run(() => Promise.reject(new Error('taken')));
    });
    expect(answer).toBeNull();
    expect(result.current.errorKey).toBe('form.error.taken');
    expect(onFailure).toHaveBeenCalledWith(new Error('taken'));
    await act(async () => {
      await result.current.run(() => Promise.resolve('ok'));
    });
    expect(result.current.errorKey).toBeNull();
  });

  it('uses the key a single call names for its failure', async () => {
    const { result } = renderHook(() => useForm(keyOf, t));
    await act(async () => {
      await result.current.run(
        () => Promise.reject(new Error('x')),
        () => 'form.error.code',
      );
    });
    expect(result.current.errorKey).toBe('form.error.code');
  });

  it('refuses a body its schema rejects without calling, naming each field by its label', async () => {
    const { result } = renderHook(() => useForm(keyOf, t));
    const call = vi.fn(() => Promise.resolve('sent'));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ schema: bodySchema, body: { login: ' ', age: 16 } }, call);
    });
    expect(answer).toBeNull();
    expect(call).not.toHaveBeenCalled();
    expect(result.current.errorKey).toBe('form_check_fields');
    expect(result.current.fieldError('login', 'Login')).toBe('Field “Login”: fill it in');
    expect(result.current.fieldError('age', 'Age')).toBe('Field “Age”: at least 18');
  });

  it('names the field in Russian when the page is Russian', async () => {
    const { result } = renderHook(() => useForm(keyOf, createTranslate(ru, 'ru')));
    await act(async () => {
      await result.current.submit({ schema: bodySchema, body: { login: 'x'.repeat(21), age: 30 } }, vi.fn());
    });
    expect(result.current.fieldError('login', 'Логин')).toBe('Поле «Логин»: не больше 20 символов');
    expect(result.current.fieldError('age', 'Возраст')).toBeUndefined();
  });

  it('quotes a refusal the schema words with a text of the dictionaries', async () => {
    const dated = z.object({ day: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'wallet.personal.error.future')) });
    const { result } = renderHook(() => useForm(keyOf, t));
    await act(async () => {
      await result.current.submit({ schema: dated, body: { day: 'soon' } }, vi.fn());
    });
    expect(result.current.fieldError('day', 'Day')).toBe('Field “Day”: the day has not come yet');
  });

  it('keeps the values the text of a failure names', async () => {
    const { result } = renderHook(() =>
      useForm(() => ({ key: 'cashout.error.value_changed', vars: { amount: '90.00 RUB' } }), t),
    );
    await act(async () => {
      await result.current.run(() => Promise.reject(new Error('moved')));
    });
    expect(result.current.errorKey).toBe('cashout.error.value_changed');
    expect(result.current.errorVars).toEqual({ amount: '90.00 RUB' });
    act(() => result.current.setErrorKey(null));
    expect(result.current.errorKey).toBeNull();
    expect(result.current.errorVars).toEqual({});
  });

  it('sends a body that passes, as it was given', async () => {
    const { result } = renderHook(() => useForm(keyOf, t));
    const call = vi.fn((body: { login: string; age: number }) => Promise.resolve(body.login));
    let answer: unknown;
    await act(async () => {
      answer = await result.current.submit({ schema: bodySchema, body: { login: 'ann', age: 18 } }, call);
    });
    expect(answer).toBe('ann');
    expect(call).toHaveBeenCalledWith({ login: 'ann', age: 18 });
    expect(result.current.fieldError('login', 'Login')).toBeUndefined();
  });

  it('shows the fields the platform refused on the same fields, and a retry clears them', async () => {
    const refusal = new ApiError({
      status: 400,
      code: 'invalid_request',
      message: 'The body is not valid',
      fields: {
        issues: [
          { path: 'login', message: 'Too big: expected string to have <=20 characters' },
          { path: 'birthday', message: 'wallet.personal.error.future' },
        ],
      },
    });
    const { result } = renderHook(() => useForm(keyOf, t));
    await act(async () => {
      await result.current.submit({ schema: bodySchema, body: { login: 'ann', age: 20 } }, () =>
        Promise.reject(refusal),
      );
    });
    expect(result.current.errorKey).toBe('form.error.The body is not valid');
    expect(result.current.fieldError('login', 'Login')).toBe('Field “Login”: check the value');
    expect(result.current.fieldError('birthday', 'Birthday')).toBe('Field “Birthday”: the day has not come yet');
    await act(async () => {
      await result.current.submit({ schema: bodySchema, body: { login: 'ann', age: 20 } }, () => Promise.resolve(1));
    });
    expect(result.current.errorKey).toBeNull();
    expect(result.current.fieldError('login', 'Login')).toBeUndefined();
    expect(result.current.fieldError('birthday', 'Birthday')).toBeUndefined();
  });

  it('moves the focus to the first field its schema refused', async () => {
    function LoginForm() {
      const form = useForm(keyOf, t);
      const [login, setLogin] = useState('');
      return (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void form.submit({ schema: bodySchema, body: { login, age: 17 } }, () => Promise.resolve(null));
          }}
        >
          <FieldFrame label="Login" error={form.fieldError('login', 'Login')}>
            {(control) => <input {...control} value={login} onChange={(event) => setLogin(event.target.value)} />}
          </FieldFrame>
          <FieldFrame label="Age" error={form.fieldError('age', 'Age')}>
            {(control) => <input {...control} />}
          </FieldFrame>
          <button type="submit">Save</button>
        </form>
      );
    }
    render(<LoginForm />);
    const save = screen.getByRole('button', { name: 'Save' });
    save.focus();
    await act(async () => {
      fireEvent.click(save);
      await Promise.resolve();
    });
    expect(screen.getByLabelText('Login').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText('Login'));
  });
});
