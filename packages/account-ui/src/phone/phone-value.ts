/** A phone as the forms hold it: the dialling code (digits, no plus) and the national number's digits. */
export interface PhoneValue {
  telCode: string;
  number: string;
}

export const digitsOf = (text: string): string => text.replace(/\D/g, '');
