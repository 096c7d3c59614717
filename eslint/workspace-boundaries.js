import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = dirname(dirname(new URL(import.meta.url).pathname));

/** The workspace (`remotes/betting`, `packages/ui`, `apps/shell`) a path lies in, or null outside them. */
function workspaceOf(path) {
  const [group, name] = relative(ROOT, path).split(sep);
  return ['apps', 'packages', 'remotes'].includes(group) && name ? `${group}/${name}` : null;
}

/**
 * A relative import that leaves its workspace for another one: another workspace is reached through its package
 * name only, so its package.json states the dependency and the import rules of its kind apply. A relative path
 * out of the workspaces (to the repository's root) is refused too.
 */
const noRelativeImportAcrossWorkspaces = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbids reaching another workspace through a relative path' },
    schema: [
      {
        type: 'object',
        properties: { into: { type: 'array', items: { enum: ['apps', 'packages', 'remotes'] } } },
        additionalProperties: false,
      },
    ],
    messages: {
      across: 'A relative import from {{from}} into {{to}}: import another workspace by its package name.',
    },
  },
  create(context) {
    const from = workspaceOf(context.filename);
    if (!from) return {};
    // Which kinds of workspace may not be reached so; every kind unless the options narrow it.
    const into = context.options[0]?.into ?? ['apps', 'packages', 'remotes'];
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = workspaceOf(resolve(dirname(context.filename), source.value));
      if (to !== from && (to === null || into.includes(to.split('/')[0])))
        context.report({ node: source, messageId: 'across', data: { from, to: to ?? 'the repository' } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const workspaceBoundaries = {
  rules: { 'no-relative-import-across-workspaces': noRelativeImportAcrossWorkspaces },
};
