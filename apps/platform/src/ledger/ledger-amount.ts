/** A positive amount with at most 2 decimal places, as the ledger takes it ("150", "2.5", "0.01"). */
const POSITIVE_AMOUNT = /^(?!0+(\.0+)?$)\d{1,18}(\.\d{1,2})?$/;

export function assertPositiveAmount(amount: string): void {
  if (!POSITIVE_AMOUNT.test(amount)) throw new Error(`The ledger moves positive amounts only, not "${amount}"`);
}

/** The same amount the other way round: "150.00" ↔ "-150.00". */
export function negated(amount: string): string {
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}
