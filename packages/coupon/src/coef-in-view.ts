/**
 * The odds formats of the betting pages by `coefViewId`: 0 decimal, 1 fractional, 2 American, 3 Hong Kong,
 * 4 Indonesian, 5 Malaysian. Each takes a coef in whole hundredths above 1.00.
 */
const FORMATS: readonly ((hundredths: number) => string)[] = [
  (hundredths) => twoPlaces(hundredths),
  (hundredths) => {
    const profit = hundredths - 100;
    const divisor = greatestCommonDivisor(profit, 100);
    return `${profit / divisor}/${100 / divisor}`;
  },
  (hundredths) => (hundredths >= 200 ? `+${hundredths - 100}` : `-${halfUp(10000, hundredths - 100)}`),
  (hundredths) => twoPlaces(hundredths - 100),
  (hundredths) => (hundredths >= 200 ? twoPlaces(hundredths - 100) : negativeInverse(hundredths)),
  (hundredths) => (hundredths <= 200 ? twoPlaces(hundredths - 100) : negativeInverse(hundredths)),
];

const twoPlaces = (hundredths: number) =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** dividend ÷ divisor rounded half up, for positive whole numbers. */
const halfUp = (dividend: number, divisor: number) => Math.floor((2 * dividend + divisor) / (2 * divisor));

/** -1 ÷ profit: how the Asian formats show the short side. */
const negativeInverse = (hundredths: number) => `-${twoPlaces(halfUp(10000, hundredths - 100))}`;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** Whether the betting pages offer the format, so a coupon's coefs read in it. */
export const isCoefViewShown = (coefViewId: number): boolean => FORMATS[coefViewId] !== undefined;

/**
 * A decimal coef in whole hundredths, however many places it is stored with ("1.5" is 1.50). An exact product
 * ("18.369741", an express's coef) is rounded half up to the two places every coef is shown with (18.37), as
 * every book shows a total price. Null for anything else.
 */
function shownHundredths(coef: string): number | null {
  const parts = /^(\d{1,7})(?:\.(\d{1,2})(\d*))?$/.exec(coef);
  if (!parts) return null;
  const hundredths = Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0'));
  return (parts[3] ?? '').charAt(0) >= '5' ? hundredths + 1 : hundredths;
}

/**
 * A decimal coef ("2.85") as the player sees it in an odds format: an exact product is first rounded to two
 * places. A coef at 1.00 or below, one that is not a decimal number, or a format the pages do not offer is shown
 * in decimal.
 */
export function coefInView(coef: string, coefViewId: number): string {
  const hundredths = shownHundredths(coef);
  if (hundredths === null) return coef;
  const format = FORMATS[coefViewId] ?? FORMATS[0]!;
  return hundredths > 100 ? format(hundredths) : twoPlaces(hundredths);
}
