import { mdiClose, mdiLock } from '@mdi/js';
import { describe, expect, it } from 'vitest';
import { iconModules, rewriteIconImports } from './icon-modules';

describe('the icons as modules of their own', () => {
  it('turns each named import of @mdi/js into an import of its own, keeping the local names', () => {
    const code = `import { Icon } from './icon';\nimport {\n  mdiClose,\n  mdiLock as lock,\n} from '@mdi/js';\nuse(mdiClose, lock);`;
    expect(rewriteIconImports(code)).toBe(
      `import { Icon } from './icon';\nimport mdiClose from 'virtual:mdi-icon/mdiClose';\nimport lock from 'virtual:mdi-icon/mdiLock';\nuse(mdiClose, lock);`,
    );
    expect(rewriteIconImports(`import { Icon } from './icon';`)).toBeNull();
  });

  it("loads an icon's module as its path, and refuses a name the package does not have", async () => {
    const plugin = iconModules();
    const resolve = plugin.resolveId as (id: string) => string | null;
    const load = plugin.load as (id: string) => Promise<string>;
    const resolved = resolve('virtual:mdi-icon/mdiLock');
    expect(resolved).toBe('\0virtual:mdi-icon/mdiLock');
    expect(await load(resolved ?? '')).toBe(`export default ${JSON.stringify(mdiLock)};`);
    expect(await load('\0virtual:mdi-icon/mdiClose')).toContain(mdiClose.slice(0, 20));
    await expect(load('\0virtual:mdi-icon/mdiNoSuchIcon')).rejects.toThrow('no icon mdiNoSuchIcon');
  });
});
