/** A card's lines: 5 rows, 5 columns and 2 diagonals. */
export const BINGO_LINES = 12;

/** Numbers each column of a card holds, B I N G O; the N column's middle square is free. */
const COLUMN_SIZES = [5, 5, 4, 5, 5] as const;
const COLUMN_SPAN = 15;
const SIDE = 5;
const FREE = 0;

/**
 * Whether the numbers are a 75-ball card, column by column top to bottom, the free centre left out: 5 numbers of
 * 1–15, 5 of 16–30, 4 of 31–45, 5 of 46–60 and 5 of 61–75.
 */
export function isBingoCard(numbers: readonly number[]): boolean {
  let at = 0;
  return (
    numbers.length === 24 &&
    COLUMN_SIZES.every((size, column) => {
      const part = numbers.slice(at, at + size);
      at += size;
      return part.every((number) => number > column * COLUMN_SPAN && number <= (column + 1) * COLUMN_SPAN);
    })
  );
}

/** The card as a 5 × 5 grid of columns, the free centre as 0. */
export function cardGrid(numbers: readonly number[]): number[][] {
  let at = 0;
  return COLUMN_SIZES.map((size) => {
    const column = numbers.slice(at, at + size);
    at += size;
    return size === SIDE ? column : [...column.slice(0, 2), FREE, ...column.slice(2)];
  });
}

/** How many of the card's 12 lines have every square drawn (the free centre always is). */
export function completedLines(numbers: readonly number[], drawn: ReadonlySet<number>): number {
  const grid = cardGrid(numbers);
  const marked = (column: number, row: number) => {
    const number = grid[column]?.[row] ?? FREE;
    return number === FREE || drawn.has(number);
  };
  const indexes = [0, 1, 2, 3, 4];
  const lines = [
    ...indexes.map((row) => indexes.every((column) => marked(column, row))),
    ...indexes.map((column) => indexes.every((row) => marked(column, row))),
    indexes.every((i) => marked(i, i)),
    indexes.every((i) => marked(i, SIDE - 1 - i)),
  ];
  return lines.filter(Boolean).length;
}
