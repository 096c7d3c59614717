/** What production must be given rather than left to the demo defaults. */
export interface ProductionSettings {
  SESSION_SECRET?: string;
  PUBLIC_ORIGIN?: string;
}

/**
 * Each setting production lacks, named with why: a generated session secret would differ between processes,
 * and links built from a request's Host header could be pointed at another site.
 */
export function productionProblems(values: ProductionSettings): string[] {
  const problems: string[] = [];
  if (!values.SESSION_SECRET) problems.push('SESSION_SECRET: production needs a secret shared by every process');
  if (!values.PUBLIC_ORIGIN) {
    problems.push('PUBLIC_ORIGIN: production needs the https:// origin that links in e-mails and redirects use');
  } else if (!values.PUBLIC_ORIGIN.startsWith('https://')) {
    problems.push('PUBLIC_ORIGIN: production runs on https://');
  }
  return problems;
}
