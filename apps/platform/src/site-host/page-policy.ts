import { createHash } from 'node:crypto';

/** The policy source that allows an inline element whose text is exactly this one. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** The hashes of a rendered page's inline styles, made once for all the answers a cached page is sent in. */
const styleSourcesOf = new WeakMap<readonly string[], string[]>();

function styleSources(inlineStyles: readonly string[]): string[] {
  const held = styleSourcesOf.get(inlineStyles);
  if (held) return held;
  const sources = inlineStyles.map(hashSource);
  styleSourcesOf.set(inlineStyles, sources);
  return sources;
}

/**
 * A site page's Content-Security-Policy: its inline styles allowed by the hashes of their texts, and without the
 * answer's nonces, which nothing in a page carries (its scripts are the site's own files and a JSON data block). So
 * a visitor's cached page is the same bytes in every answer.
 */
export function pagePolicy(policy: string, inlineStyles: readonly string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      if (name !== 'script-src' && name !== 'style-src') return directive;
      const kept = sources.filter((source) => !source.startsWith("'nonce-"));
      return [name, ...kept, ...(name === 'style-src' ? styleSources(inlineStyles) : [])].join(' ');
    })
    .join(';');
}
