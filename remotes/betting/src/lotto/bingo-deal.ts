import { quickPick } from './ticket-price';

/** Numbers each column of a card holds, B I N G O; the N column's middle square is free. */
const COLUMN_SIZES = [5, 5, 4, 5, 5] as const;
const COLUMN_SPAN = 15;

/** A new 75-ball card, column by column top to bottom, the free centre left out, as the platform checks it. */
export function dealCard(): number[] {
  return COLUMN_SIZES.flatMap((size, column) =>
    quickPick(COLUMN_SPAN, size).map((number) => number + column * COLUMN_SPAN),
  );
}

/** The card as rows of 5 squares, the free centre as null. */
export function cardRows(numbers: readonly number[]): (number | null)[][] {
  let at = 0;
  const columns = COLUMN_SIZES.map((size) => {
    const column: (number | null)[] = numbers.slice(at, at + size);
    at += size;
    return size === 5 ? column : [...column.slice(0, 2), null, ...column.slice(2)];
  });
  return [0, 1, 2, 3, 4].map((row) => columns.map((column) => column[row] ?? null));
}
