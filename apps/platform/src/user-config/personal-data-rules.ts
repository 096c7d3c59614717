import type { PersonalDataBody } from '@betfront/contract/user-config';
import { HttpError } from '../http/http-error';

export const ADULT_AGE_YEARS = 18;
const OLDEST_BIRTH_YEAR = 1900;

/** A real calendar day (2023-02-30 is not one) as a UTC date, or null. */
function calendarDay(value: string): Date | null {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
}

function yearsBefore(today: Date, years: number): Date {
  return new Date(Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate()));
}

/**
 * The dates of the personal data must be real days: an adult's birthday, a passport issued by today. Each refusal names
 * its field, with the dictionary key of its explanation as the message.
 */
export function checkPersonalDates(data: PersonalDataBody, today: Date): void {
  const issues: { path: string; message: string }[] = [];
  if (data.date_birthday !== null) {
    const birthday = calendarDay(data.date_birthday);
    if (!birthday) issues.push({ path: 'date_birthday', message: 'wallet.personal.error.not_a_day' });
    else if (birthday.getUTCFullYear() < OLDEST_BIRTH_YEAR || birthday > yearsBefore(today, ADULT_AGE_YEARS)) {
      issues.push({ path: 'date_birthday', message: 'wallet.personal.error.under_age' });
    }
  }
  if (data.passport_date !== null) {
    const issued = calendarDay(data.passport_date);
    if (!issued) issues.push({ path: 'passport_date', message: 'wallet.personal.error.not_a_day' });
    else if (issued > today) issues.push({ path: 'passport_date', message: 'wallet.personal.error.future' });
  }
  if (issues.length > 0) throw new HttpError(400, 'invalid_request', 'The personal data is not valid', issues);
}
