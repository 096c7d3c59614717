import { describe, expect, it } from 'vitest';
import { siteAssetsFromManifest } from './site-assets';

const MANIFEST = {
  'entry.tsx': { file: 'assets/shell.js', isEntry: true, imports: ['_helper.js'], dynamicImports: ['_page.js'] },
  '_helper.js': { file: 'assets/helper.js' },
  '_page.js': { file: 'assets/page.js', imports: ['_react.js', '_schemas.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_schemas.js': { file: 'assets/schemas.js', imports: ['_zod.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  'betting.ts': { file: 'assets/remote-betting.js', isEntry: true, imports: ['_board.js', '_react.js'] },
  '_board.js': { file: 'assets/board.js', imports: ['_schemas.js'] },
  'dev-ui.tsx': { file: 'assets/dev-ui.js', isEntry: true, imports: ['_react.js'] },
  'style.css': { file: 'assets/style.css' },
};

describe('siteAssetsFromManifest', () => {
  const assets = siteAssetsFromManifest(MANIFEST, 'entry.tsx', { betting: 'betting.ts' }, 'dev-ui.tsx');

  it("lists the modules the shell's entry runs, each after the modules it imports", () => {
    expect(assets.shell.js).toBe('/assets/shell.js');
    expect(assets.shell.preload).toEqual([
      '/assets/helper.js',
      '/assets/react.js',
      '/assets/zod.js',
      '/assets/schemas.js',
      '/assets/page.js',
    ]);
  });

  it('names a remote by its entry and lists what the entry imports, imports first', () => {
    expect(assets.registry.betting).toEqual({ js: '/assets/remote-betting.js', css: [] });
    expect(assets.remotePreload.betting).toEqual([
      '/assets/zod.js',
      '/assets/schemas.js',
      '/assets/board.js',
      '/assets/react.js',
    ]);
    expect(assets.devUi.js).toBe('/assets/dev-ui.js');
  });
});
