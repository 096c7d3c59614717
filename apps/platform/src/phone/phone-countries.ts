/**
 * The countries a phone number may come from, with how their national numbers are written.
 * `id` is the ISO 3166-1 numeric code; `mask` has one `#` per digit and as many `#` as `max`.
 */
export interface PhoneCountryRecord {
  id: number;
  countryCode: string;
  telCode: string;
  names: { en: string; ru: string };
  mask: string;
  min: number;
  max: number;
}

const country = (
  id: number,
  countryCode: string,
  telCode: string,
  en: string,
  ru: string,
  mask: string,
  min: number,
  max = min,
): PhoneCountryRecord => ({ id, countryCode, telCode, names: { en, ru }, mask, min, max });

export const PHONE_COUNTRIES: readonly PhoneCountryRecord[] = [
  country(643, 'RU', '7', 'Russia', 'Россия', '(###) ###-##-##', 10),
  country(398, 'KZ', '7', 'Kazakhstan', 'Казахстан', '(###) ###-##-##', 10),
  country(804, 'UA', '380', 'Ukraine', 'Украина', '(##) ###-##-##', 9),
  country(112, 'BY', '375', 'Belarus', 'Беларусь', '(##) ###-##-##', 9),
  country(860, 'UZ', '998', 'Uzbekistan', 'Узбекистан', '(##) ###-##-##', 9),
  country(31, 'AZ', '994', 'Azerbaijan', 'Азербайджан', '(##) ###-##-##', 9),
  country(51, 'AM', '374', 'Armenia', 'Армения', '(##) ###-###', 8),
  country(268, 'GE', '995', 'Georgia', 'Грузия', '(###) ###-###', 9),
  country(417, 'KG', '996', 'Kyrgyzstan', 'Киргизия', '(###) ###-###', 9),
  country(762, 'TJ', '992', 'Tajikistan', 'Таджикистан', '(##) ###-####', 9),
  country(498, 'MD', '373', 'Moldova', 'Молдова', '(##) ###-###', 8),
  country(428, 'LV', '371', 'Latvia', 'Латвия', '## ### ###', 8),
  country(440, 'LT', '370', 'Lithuania', 'Литва', '(###) ## ###', 8),
  country(233, 'EE', '372', 'Estonia', 'Эстония', '#### ####', 7, 8),
  country(826, 'GB', '44', 'United Kingdom', 'Великобритания', '#### ######', 10),
  country(840, 'US', '1', 'United States', 'США', '(###) ###-####', 10),
  country(124, 'CA', '1', 'Canada', 'Канада', '(###) ###-####', 10),
  country(276, 'DE', '49', 'Germany', 'Германия', '#### #######', 6, 11),
  country(250, 'FR', '33', 'France', 'Франция', '# ## ## ## ##', 9),
  country(380, 'IT', '39', 'Italy', 'Италия', '### ### ####', 9, 10),
  country(724, 'ES', '34', 'Spain', 'Испания', '### ### ###', 9),
  country(528, 'NL', '31', 'Netherlands', 'Нидерланды', '# ########', 9),
  country(616, 'PL', '48', 'Poland', 'Польша', '### ### ###', 9),
  country(203, 'CZ', '420', 'Czechia', 'Чехия', '### ### ###', 9),
  country(792, 'TR', '90', 'Turkey', 'Турция', '(###) ### ## ##', 10),
  country(376, 'IL', '972', 'Israel', 'Израиль', '##-###-####', 9),
  country(784, 'AE', '971', 'United Arab Emirates', 'ОАЭ', '## ### ####', 9),
  country(356, 'IN', '91', 'India', 'Индия', '##### #####', 10),
  country(156, 'CN', '86', 'China', 'Китай', '### #### ####', 11),
  country(76, 'BR', '55', 'Brazil', 'Бразилия', '(##) #####-####', 10, 11),
  country(566, 'NG', '234', 'Nigeria', 'Нигерия', '### ### ####', 10),
  country(404, 'KE', '254', 'Kenya', 'Кения', '### ######', 9),
];
