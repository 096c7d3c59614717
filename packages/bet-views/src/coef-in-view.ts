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
 * A decimal coef ("2.85") as the player saw it in the format the coupon was placed in. A coef without exactly two
 * places (a coupon's exact product), at 1.00 or below, or a format the pages do not offer stays decimal, as the
 * betting pages show it.
 */
export function coefInView(coef: string, coefViewId: number): string {
  const parts = /^(\d{1,7})\.(\d{2})$/.exec(coef);
  const format = FORMATS[coefViewId];
  if (!parts || !format) return coef;
  const hundredths = Number(parts[1]) * 100 + Number(parts[2]);
  return hundredths > 100 ? format(hundredths) : coef;
}
