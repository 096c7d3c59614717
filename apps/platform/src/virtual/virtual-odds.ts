/** The lowest odds a market publishes. */
const FLOOR_ODDS = 1.01;

/**
 * Decimal odds for an outcome of this probability under the game's margin, rounded down to the cent so the book
 * keeps at least its margin: 1 / (p × (1 + margin)).
 */
export function oddsOf(probability: number, margin: number): string {
  const fair = 1 / (probability * (1 + margin));
  return Math.max(FLOOR_ODDS, Math.floor(fair * 100 + 1e-9) / 100).toFixed(2);
}
