import { join } from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it, vi } from 'vitest';
import { lightFlags } from './light-flags';

const FLAGS = join(process.cwd(), 'node_modules/flag-icons/flags/4x3');
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

async function loadFlag(country: string, ssr: boolean) {
  const emitFile = vi.fn();
  const load = lightFlags().load as Extract<Plugin['load'], (...args: never[]) => unknown>;
  const code = await load.call(
    { environment: { config: { build: { ssr } } }, emitFile } as never,
    `${FLAGS}/${country}.svg?url&no-inline`,
  );
  return { code, emitFile };
}

describe('lightFlags', () => {
  it('ships a flag drawn with a coat of arms as a small PNG, under one URL in the client and the server', async () => {
    const client = await loadFlag('es', false);
    const url = /^export default "(\/assets\/flag-es-[\w-]{8}\.png)";$/.exec(String(client.code))?.[1];
    expect(url).toBeDefined();
    const emitted = client.emitFile.mock.calls[0]?.[0] as { fileName: string; source: Uint8Array };
    expect(`/${emitted.fileName}`).toBe(url);
    expect(Buffer.from(emitted.source.subarray(0, 4))).toEqual(PNG_SIGNATURE);
    expect(emitted.source.length).toBeLessThan(3000);

    const server = await loadFlag('es', true);
    expect(server.code).toBe(client.code);
    expect(server.emitFile).not.toHaveBeenCalled();
  });

  it('leaves a flag of plain stripes as its SVG', async () => {
    const { code, emitFile } = await loadFlag('de', false);
    expect(code).toBeNull();
    expect(emitFile).not.toHaveBeenCalled();
  });
});
