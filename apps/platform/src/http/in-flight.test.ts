import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { STREAM_ROUTE, trackInFlight } from './in-flight';

describe('trackInFlight', () => {
  it('waits for a request in progress before it reports drained', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    let release: () => void = () => undefined;
    app.get('/slow', () => new Promise<string>((resolve) => (release = () => resolve('done'))));
    await app.ready();
    const answer = app.inject('/slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    let drained = false;
    const waiting = inFlight.drained(5_000).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drained).toBe(false);
    release();
    await answer;
    await waiting;
    expect(drained).toBe(true);
  });

  it('gives up waiting after the grace time', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    app.get('/stuck', () => new Promise(() => undefined));
    await app.ready();
    void app.inject('/stuck');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await inFlight.drained(50);
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('does not wait for a long-lived stream, which shutdown ends', async () => {
    const app = Fastify();
    const inFlight = trackInFlight(app);
    app.get('/stream', { config: STREAM_ROUTE }, () => new Promise(() => undefined));
    app.get('/page', () => 'page');
    await app.ready();
    expect([...inFlight.streamRoutes]).toEqual(['GET /stream', 'HEAD /stream']);
    void app.inject('/stream');
    await new Promise((resolve) => setTimeout(resolve, 20));
    const started = Date.now();
    await inFlight.drained(5_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
