import { describe, expect, it } from 'vitest';
import { pageAfterTransfer, transferPartnerOf } from './transfer-query';

describe('the query of the transfer dialog', () => {
  it('names the partner by the link’s partner query when it is a partner name, else the welcome partner', () => {
    expect(transferPartnerOf(new URLSearchParams('modal=transfer-user&partner=north-bet'))).toBe('north-bet');
    expect(transferPartnerOf(new URLSearchParams('modal=transfer-user'))).toBe('welcome');
    expect(transferPartnerOf(new URLSearchParams('partner=North%20Bet'))).toBe('welcome');
    expect(transferPartnerOf(new URLSearchParams(`partner=${'a'.repeat(33)}`))).toBe('welcome');
  });

  it('leaves the page without the query that opened the dialog once the account is moved', () => {
    expect(pageAfterTransfer('/ru', new URLSearchParams('modal=transfer-user'))).toBe('/ru');
    expect(pageAfterTransfer('/en/live', new URLSearchParams('modal=transfer-user&partner=north-bet&sport=1'))).toBe(
      '/en/live?sport=1',
    );
  });
});
