import { MAX_PARAM_LENGTH } from './route-definition';
import type { ParamConstraint } from './route-definition';

const DEFAULT_PARAM = /^[\p{L}\p{N}_.~-]+$/u;

export type PatternToken =
  | { readonly kind: 'static'; readonly value: string }
  | {
      readonly kind: 'param';
      readonly name: string;
      readonly optional: boolean;
      readonly accepts: (value: string) => boolean;
      /** The only values the parameter takes, when it is an enum. */
      readonly values: readonly string[] | null;
    }
  | { readonly kind: 'rest'; readonly name: string };

function acceptsFor(constraint: ParamConstraint | undefined): (value: string) => boolean {
  if (constraint && 'values' in constraint) {
    const allowed = new Set(constraint.values);
    return (value) => allowed.has(value);
  }
  const pattern = constraint?.pattern ?? DEFAULT_PARAM;
  const maxLength = Math.min(constraint?.maxLength ?? MAX_PARAM_LENGTH, MAX_PARAM_LENGTH);
  return (value) => value.length > 0 && value.length <= maxLength && pattern.test(value);
}

/** Splits a route pattern into tokens; throws on a malformed pattern so a bad catalogue fails at start. */
export function compilePattern(
  pattern: string,
  constraints: Readonly<Record<string, ParamConstraint>> = {},
): PatternToken[] {
  if (pattern === '') return [];
  const segments = pattern.split('/');
  return segments.map((segment, index): PatternToken => {
    if (segment.startsWith('*')) {
      if (index !== segments.length - 1) throw new Error(`'${segment}' must end the pattern '${pattern}'`);
      return { kind: 'rest', name: segment.slice(1) };
    }
    if (segment.startsWith(':')) {
      const optional = segment.endsWith('?');
      const name = segment.slice(1, optional ? -1 : undefined);
      if (!/^[a-zA-Z][a-zA-Z0-9]*$/.test(name)) throw new Error(`bad parameter '${segment}' in '${pattern}'`);
      const constraint = constraints[name];
      return {
        kind: 'param',
        name,
        optional,
        accepts: acceptsFor(constraint),
        values: constraint && 'values' in constraint ? constraint.values : null,
      };
    }
    if (segment === '') throw new Error(`empty segment in '${pattern}'`);
    return { kind: 'static', value: segment };
  });
}

/**
 * Matches path segments against tokens. An optional parameter may be skipped when the rest still fits,
 * so `line/1-football` fills `sport` even though `menuSection` comes first.
 */
export function matchTokens(
  tokens: readonly PatternToken[],
  segments: readonly string[],
): Record<string, string> | null {
  const params: Record<string, string> = {};
  const walk = (tokenIndex: number, segmentIndex: number): boolean => {
    const token = tokens[tokenIndex];
    if (!token) return segmentIndex === segments.length;
    const segment = segments[segmentIndex];
    if (token.kind === 'rest') {
      const rest = segments.slice(segmentIndex);
      if (rest.some((part) => part.length === 0 || part.length > MAX_PARAM_LENGTH)) return false;
      params[token.name] = rest.join('/');
      return true;
    }
    if (token.kind === 'static') return segment === token.value && walk(tokenIndex + 1, segmentIndex + 1);
    if (segment !== undefined && token.accepts(segment)) {
      params[token.name] = segment;
      if (walk(tokenIndex + 1, segmentIndex + 1)) return true;
      delete params[token.name];
    }
    return token.optional && walk(tokenIndex + 1, segmentIndex);
  };
  return walk(0, 0) ? params : null;
}
