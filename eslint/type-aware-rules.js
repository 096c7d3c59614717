/**
 * The lint rules that read the program's types: a promise nobody awaits, or a promise where a callback is
 * expected, loses its error; a switch over a union must name every case.
 */
export const TYPE_AWARE_RULES = {
  '@typescript-eslint/no-floating-promises': 'error',
  '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
  '@typescript-eslint/await-thenable': 'error',
  '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
};
