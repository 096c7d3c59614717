/** A phone as the digits of its dialling code and national number, the form phones are compared in. */
export function phoneDigits(diallingCode: string, nationalNumber: string): string {
  return `${diallingCode}${nationalNumber}`.replace(/\D/g, '');
}
