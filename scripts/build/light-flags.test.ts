import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { lightFlags } from './light-flags';

const FLAGS = join(process.cwd(), 'node_modules/flag-icons/flags/4x3');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function loadFlag(plugin: Plugin, country: string, ssr: boolean) {
  const emitFile = vi.fn();
  const load = plugin.load as Extract<Plugin['load'], (...args: never[]) => unknown>;
  const code = await load.call(
    { environment: { config: { build: { ssr } } }, emitFile } as never,
    `${FLAGS}/${country}.svg?url&no-inline`,
  );
  const emitted = emitFile.mock.calls[0]?.[0] as { fileName: string; source: Uint8Array } | undefined;
  return { url: /^export default "(.+)";$/.exec(String(code))?.[1], emitted, emitFile };
}

describe('lightFlags', () => {
  it('ships a flag drawn with a coat of arms as a small PNG, under one URL in the client and the server', async () => {
    const client = await loadFlag(lightFlags(), 'es', false);
    expect(client.url).toMatch(/^\/assets\/flags-[\w-]{8}\/es\.png$/);
    expect(`/${client.emitted?.fileName}`).toBe(client.url);
    expect(Buffer.from(client.emitted?.source.subarray(0, 4) ?? [])).toEqual(PNG_SIGNATURE);
    expect(client.emitted?.source.length).toBeLessThan(3000);

    const server = await loadFlag(lightFlags(), 'es', true);
    expect(server.url).toBe(client.url);
    expect(server.emitFile).not.toHaveBeenCalled();
  });

  it('leaves a flag of plain stripes as its SVG, in the same folder as the others', async () => {
    const plugin = lightFlags();
    const germany = await loadFlag(plugin, 'de', false);
    const spain = await loadFlag(plugin, 'es', false);
    expect(germany.url).toMatch(/^\/assets\/flags-[\w-]{8}\/de\.svg$/);
    expect(germany.emitted?.source.toString()).toContain('<svg');
    expect(germany.url?.replace('de.svg', '')).toBe(spain.url?.replace('es.png', ''));
  });

  it('refuses a flag the package does not have', async () => {
    await expect(loadFlag(lightFlags(), 'zz', false)).rejects.toThrow('no flag zz');
  });
});
