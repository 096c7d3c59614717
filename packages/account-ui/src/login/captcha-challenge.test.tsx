// @vitest-environment happy-dom
import { queryWrapper } from '@betfront/remote-kit/testing/query-client';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeNetwork } from '../testing/fake-network';
import type { FakeNetwork } from '../testing/fake-network';
import { useCaptchaChallenge } from './captcha-challenge';

const picture = (captchaId: string, time: number) => ({
  status: 200,
  body: { captchaId, image: 'data:image/svg+xml;base64,PHN2Zy8+', time },
});

let network: FakeNetwork;
beforeEach(() => {
  vi.useFakeTimers();
  network = installFakeNetwork({ '/web-api/captcha/update': picture('AAAAAAAAAAAAAAAAAAAAAA', 300) });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const asked = (path: string) => network.calls.filter((call) => call.path === path).length;

describe('useCaptchaChallenge', () => {
  it('counts down from the picture’s time, then from the time the platform gives back every 15 s', async () => {
    network.answers['/web-api/captcha/gettime'] = { status: 200, body: { time: 120 } };
    const { result } = renderHook(() => useCaptchaChallenge(), { wrapper: queryWrapper() });
    await wait(10);
    expect(result.current.challenge?.captchaId).toBe('AAAAAAAAAAAAAAAAAAAAAA');
    expect(result.current.secondsLeft).toBe(300);
    expect(result.current.expired).toBe(false);
    await wait(5_000);
    expect(result.current.secondsLeft).toBe(295);
    expect(asked('/web-api/captcha/gettime')).toBe(0);
    await wait(10_000);
    expect(asked('/web-api/captcha/gettime')).toBe(1);
    expect(result.current.secondsLeft).toBe(120);
    await wait(15_000);
    expect(asked('/web-api/captcha/gettime')).toBe(2);
    expect(asked('/web-api/captcha/update')).toBe(1);
  });

  it('gives another picture when asked, and keeps the last one when that fails', async () => {
    const { result } = renderHook(() => useCaptchaChallenge(), { wrapper: queryWrapper() });
    await wait(10);
    network.answers['/web-api/captcha/update'] = picture('BBBBBBBBBBBBBBBBBBBBBB', 200);
    act(() => result.current.reload());
    await wait(10);
    expect(result.current.challenge?.captchaId).toBe('BBBBBBBBBBBBBBBBBBBBBB');
    expect(result.current.secondsLeft).toBe(200);
    network.answers['/web-api/captcha/update'] = { status: 503, body: { error: { code: 'down', message: 'down' } } };
    act(() => result.current.reload());
    await wait(10);
    expect(result.current.loadFailed).toBe(true);
    expect(result.current.challenge?.captchaId).toBe('BBBBBBBBBBBBBBBBBBBBBB');
  });
});
