import { describe, expect, it } from 'vitest';
import { applySpecRedirects } from './spec-redirects';

const redirect = (path: string, query = '') => applySpecRedirects('en', path, new URLSearchParams(query));

describe('applySpecRedirects', () => {
  it('moves lpage to landing-page', () => {
    expect(redirect('lpage/summer', 'a=1')).toEqual({ location: '/en/landing-page/summer?a=1', status: 301 });
  });

  it('moves the old registration address to registration', () => {
    expect(redirect('user/registration.php')).toEqual({ location: '/en/registration', status: 301 });
  });

  it('moves action.php to passwordreset for action=forgot and to activate otherwise, keeping the query', () => {
    expect(redirect('action.php', 'action=forgot&code=9')?.location).toBe(
      '/en/user/passwordreset?action=forgot&code=9',
    );
    expect(redirect('action.php', 'code=9')?.location).toBe('/en/user/activate?code=9');
    expect(redirect('user/action.php/', 'action=activate')?.location).toBe('/en/user/activate?action=activate');
  });

  it('moves the fast-games daily tournament to promotions', () => {
    expect(redirect('fastgames-daily-tournament')?.location).toBe('/en/promotions');
  });

  it('leaves other paths alone', () => {
    expect(redirect('promotions')).toBeNull();
    expect(redirect('lpage')).toBeNull();
  });
});
