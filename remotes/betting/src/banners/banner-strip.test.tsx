// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createTranslate, HIDDEN_PAUSE_MS } from '@betfront/remote-kit';
import { setPageHidden } from '@betfront/remote-kit/testing/page-visibility';
import en from '../../../../apps/platform/src/dictionaries/data/betting/en.json';
import { bannerFixture } from './banner-fixture';
import { BannerStrip } from './banner-strip';
import { SLIDE_MS } from './use-carousel';
import { BANNERS_POLL_MS } from './use-fresh-banners';
import { renderWithQueries } from '@betfront/remote-kit/testing/query-client';

const t = createTranslate(en);
const three = [bannerFixture(1), bannerFixture(2), bannerFixture(3, { route: '/' })];

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({ matches: reduce, addEventListener: () => undefined, removeEventListener: () => undefined })),
  );
}

function answerBanners(banners: unknown[]) {
  const fetch = vi.fn(() => Promise.resolve(new Response(JSON.stringify({ banners }), { status: 200 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const dots = () => within(screen.getByRole('region', { name: 'Offers' })).getAllByRole('button', { name: /^Offer / });
const currentDot = () =>
  dots()
    .find((dot) => dot.getAttribute('aria-current') === 'true')
    ?.getAttribute('aria-label');

beforeEach(() => {
  vi.useFakeTimers();
  preferReducedMotion(true);
  answerBanners(three);
});

afterEach(() => {
  cleanup();
  setPageHidden(false);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerStrip', () => {
  it('shows every banner as a link to its route in the reader language, with the image sized', () => {
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    const region = screen.getByRole('region', { name: 'Offers' });
    expect(
      within(region)
        .getAllByRole('group')
        .map((slide) => slide.getAttribute('aria-label')),
    ).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const first = within(region).getByRole('link', { name: /Offer 1/ });
    expect(first.getAttribute('href')).toBe('/en/promotions/1');
    expect(
      within(region)
        .getByRole('link', { name: /Offer 3/ })
        .getAttribute('href'),
    ).toBe('/en');
    const image = first.querySelector('img');
    expect(image?.getAttribute('width')).toBe('1200');
    expect(image?.getAttribute('height')).toBe('400');
    expect(image?.getAttribute('loading')).toBe('eager');
  });

  it('steps with the next and previous buttons and the dots, round the ends', () => {
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    expect(currentDot()).toBe('Offer 1');
    fireEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(currentDot()).toBe('Offer 2');
    fireEvent.click(screen.getByRole('button', { name: 'Offer 3' }));
    expect(currentDot()).toBe('Offer 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next offer' }));
    expect(currentDot()).toBe('Offer 1');
    fireEvent.click(screen.getByRole('button', { name: 'Previous offer' }));
    expect(currentDot()).toBe('Offer 3');
  });

  it('does not play for a reader who prefers reduced motion', () => {
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS * 2);
    });
    expect(currentDot()).toBe('Offer 1');
    expect(screen.queryByRole('button', { name: 'Stop the offers rotating' })).toBeNull();
  });

  it('plays on its own, holds while pointed at, and stops with its button', () => {
    preferReducedMotion(false);
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS);
    });
    expect(currentDot()).toBe('Offer 2');
    const region = screen.getByRole('region', { name: 'Offers' });
    fireEvent.mouseEnter(region);
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS * 2);
    });
    expect(currentDot()).toBe('Offer 2');
    fireEvent.mouseLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Stop the offers rotating' }));
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS * 2);
    });
    expect(currentDot()).toBe('Offer 2');
    expect(screen.getByRole('button', { name: 'Start the offers rotating' })).toBeTruthy();
  });

  it('loads only the first picture with the page, the others before the carousel first moves on', () => {
    preferReducedMotion(false);
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    const pictures = () =>
      screen
        .getAllByRole('group')
        .map((slide) => slide.querySelector('img')?.getAttribute('src') ?? null)
        .map((src) => src !== null);
    expect(pictures()).toEqual([true, false, false]);
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS - 2001);
    });
    expect(pictures()).toEqual([true, false, false]);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(pictures()).toEqual([true, true, true]);
  });

  it('loads the other pictures at once for a reader who reaches for a carousel that does not play', () => {
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    const secondPicture = () => screen.getAllByRole('group')[1]?.querySelector('img')?.getAttribute('src');
    act(() => {
      vi.advanceTimersByTime(SLIDE_MS * 2);
    });
    expect(secondPicture()).toBeNull();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Next offer' }));
    expect(secondPicture()).toBe(three[1]?.image.src);
  });

  it('has no buttons for one banner and nothing at all for none', () => {
    renderWithQueries(<BannerStrip banners={[bannerFixture(1)]} lng="en" t={t} />);
    expect(screen.getByRole('link', { name: /Offer 1/ })).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    cleanup();
    const { container } = renderWithQueries(<BannerStrip banners={[]} lng="en" t={t} />);
    expect(container.innerHTML).toBe('');
  });

  it('asks for the banners again every minute, still while the page is hidden for less than 30 s', async () => {
    const fetch = answerBanners([bannerFixture(4)]);
    renderWithQueries(<BannerStrip banners={three} lng="ru" t={t} />);
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(BANNERS_POLL_MS));
    expect(fetch).toHaveBeenCalledWith('/web-api/banners?position=home&lng=ru', expect.anything());
    // The answer reaches the view on the query client's next tick.
    await act(async () => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('link', { name: /Offer 4/ }).getAttribute('href')).toBe('/ru/promotions/4');
    expect(screen.queryByRole('link', { name: /Offer 1/ })).toBeNull();

    await act(async () => vi.advanceTimersByTimeAsync(BANNERS_POLL_MS - HIDDEN_PAUSE_MS / 2));
    act(() => setPageHidden(true));
    await act(async () => vi.advanceTimersByTimeAsync(HIDDEN_PAUSE_MS / 2));
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('stops asking 30 s after the page is hidden, and asks at once when it shows again', async () => {
    const fetch = answerBanners(three);
    renderWithQueries(<BannerStrip banners={three} lng="en" t={t} />);
    act(() => setPageHidden(true));
    await act(async () => vi.advanceTimersByTimeAsync(BANNERS_POLL_MS * 3));
    expect(fetch).not.toHaveBeenCalled();
    await act(async () => {
      setPageHidden(false);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: /Offer 1/ })).toBeTruthy();
  });
});
