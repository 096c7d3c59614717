import type { Plugin } from 'vite';

/** `import { mdiA, mdiB as b } from '@mdi/js';`, one statement, across lines or not. */
const MDI_IMPORT = /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g;
const ICON_MODULE = 'virtual:mdi-icon/';
const RESOLVED_PREFIX = `\0${ICON_MODULE}`;

/**
 * Rewrites the named imports of `@mdi/js` into one import per icon. The package is a single module of every icon's
 * path: bundled as it is, each icon the site draws anywhere (the office's, the casino's) would land in one chunk that
 * every page loads. One module per icon lets each icon go with the code that draws it.
 */
export function rewriteIconImports(code: string): string | null {
  if (!code.includes('@mdi/js')) return null;
  let changed = false;
  const rewritten = code.replace(MDI_IMPORT, (_statement, names: string) => {
    changed = true;
    return names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((specifier) => {
        const [imported, local = imported] = specifier.split(/\s+as\s+/).map((part) => part.trim());
        return `import ${local} from '${ICON_MODULE}${imported}';`;
      })
      .join('\n');
  });
  return changed ? rewritten : null;
}

export function iconModules(): Plugin {
  return {
    name: 'betfront:icon-modules',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.tsx?$/.test(id)) return null;
      const rewritten = rewriteIconImports(code);
      return rewritten === null ? null : { code: rewritten, map: null };
    },
    resolveId(id) {
      return id.startsWith(ICON_MODULE) ? `\0${id}` : null;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return null;
      const name = id.slice(RESOLVED_PREFIX.length);
      const icons = (await import('@mdi/js')) as Record<string, unknown>;
      const path = icons[name];
      if (typeof path !== 'string') throw new Error(`@mdi/js has no icon ${name}`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}
