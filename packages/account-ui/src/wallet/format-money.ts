/** Groups the whole part of an exact decimal string in threes; the string is never turned into a float. */
export function formatMoney(money: string, symbol: string): string {
  const [whole = '0', fraction = '00'] = money.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${grouped}.${fraction}\u00a0${symbol}`;
}
