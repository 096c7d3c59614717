import { ApiError } from '@betfront/api-client';
import { createTranslate } from '@betfront/remote-kit';
import { describe, expect, it } from 'vitest';
import en from '../../../../apps/platform/src/dictionaries/data/coupon/en.json';
import ru from '../../../../apps/platform/src/dictionaries/data/coupon/ru.json';
import { failureText } from '../ui/failure-text';
import { placeFailure } from './place-error';

const refusal = (code: string) => new ApiError({ status: 409, code, message: 'refused in English' });

describe('placeFailure', () => {
  it('shows the dependent_selections refusal in the player’s language', () => {
    const failure = placeFailure(refusal('dependent_selections'));
    expect(failure).toMatchObject({ code: 'dependent_selections', isRetryable: false });
    expect(failureText(createTranslate(ru, 'ru'), failure, 'RUB')).toBe(
      'События одного матча нельзя объединить в одну ставку. Поставьте их одинарами или удалите одно из них.',
    );
    expect(failureText(createTranslate(en, 'en'), failure, 'RUB')).toBe(
      'Selections of the same game cannot be combined in one bet. Place them as singles or remove one of them.',
    );
  });

  it('shows a code it does not know as the generic text, never the platform’s English message', () => {
    const failure = placeFailure(refusal('something_new'));
    expect(failureText(createTranslate(en, 'en'), failure, 'RUB')).toBe('The bet was not placed. Try again.');
  });
});
