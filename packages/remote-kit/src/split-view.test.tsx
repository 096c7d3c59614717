// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { splitView } from './split-view';

const Greeting = ({ name }: { name: string }) => <p>Hello, {name}</p>;

describe('a split view', () => {
  it('draws in a string render at once once preloaded, its code loaded once', async () => {
    const load = vi.fn(async () => Greeting);
    const view = splitView(load);
    await view.preload();
    await view.preload();
    expect(renderToString(<view.View name="Ann" />)).toBe('<p>Hello, <!-- -->Ann</p>');
    expect(load).toHaveBeenCalledOnce();
  });

  it('waits for its code where it is drawn before a preload, and shows once it arrives', async () => {
    let arrive = () => undefined as void;
    const view = splitView(() => new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting))));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <view.View name="Bob" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive());
    expect(screen.getByText('Hello, Bob')).toBeTruthy();
  });

  it('loads its code again after a failed load', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const view = splitView(load);
    await expect(view.preload()).rejects.toThrow('offline');
    await view.preload();
    expect(renderToString(<view.View name="Cy" />)).toContain('Cy');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
