/** Hundredths as the contract's multiplier: 235 → "2.35". */
export const multiplierText = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** The contract's multiplier in hundredths: "2.35" → 235. */
export const multiplierHundredths = (text: string): number => {
  const [whole = '0', fraction = '00'] = text.split('.');
  return Number(whole) * 100 + Number(fraction);
};
