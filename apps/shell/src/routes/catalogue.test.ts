import { describe, expect, it } from 'vitest';
import { ROUTES } from './catalogue';
import { compilePattern } from './compile-pattern';
import { matchRoute } from './match-route';
import type { RouteFlags, RouteRemoteApp, ShellName } from './route-definition';

interface Expectation {
  readonly name: string;
  readonly shell?: ShellName;
  readonly remote?: RouteRemoteApp;
  readonly flags?: RouteFlags;
}

function expectPage(path: string, expected: Expectation): void {
  const found = matchRoute(path);
  expect(found, path).not.toBeNull();
  expect(found?.route.name, path).toBe(expected.name);
  if (expected.shell) expect(found?.route.shell, path).toBe(expected.shell);
  if (expected.remote) expect(found?.route.remote, path).toBe(expected.remote);
  if (expected.flags) expect(found?.route.flags, path).toMatchObject(expected.flags);
}

describe('the route catalogue', () => {
  it('names every route by its pattern without parameters, segments joined by dots', () => {
    for (const route of ROUTES) {
      if (route.pattern.startsWith(':')) continue;
      const derived = route.pattern
        .split('/')
        .filter((segment) => segment !== '' && !segment.startsWith(':') && !segment.startsWith('*'))
        .join('.');
      expect(route.name, route.pattern).toBe(derived === '' ? 'home' : derived);
    }
  });

  it('has unique names and unique patterns', () => {
    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((route) => route.pattern)).size).toBe(ROUTES.length);
  });

  it('reaches every route from a path built from its own pattern', () => {
    for (const route of ROUTES) {
      const sample = compilePattern(route.pattern, 'params' in route ? route.params : undefined)
        .map((token) => {
          if (token.kind === 'static') return token.value;
          if (token.kind === 'rest') return 'x';
          return token.values?.[0] ?? '1';
        })
        .join('/');
      expect(matchRoute(sample)?.route.name, sample).toBe(route.name);
    }
  });

  it('serves the main layout routes of the site', () => {
    const pages: [string, string][] = [
      ['', 'home'],
      ['team/1-football/88-premier-league/12345-arsenal-chelsea', 'team'],
      ['betsonyour', 'betsonyour'],
      ['live', 'sport'],
      ['line/popular/1-football/88-premier-league/12345-arsenal-chelsea', 'sport'],
      ['line/1-football/88-premier-league', 'sport'],
      ['favorites', 'favorites'],
      ['search-events', 'search-events'],
      ['express-day', 'express-day'],
      ['toto/coupon/5', 'toto.coupon'],
      ['lotto', 'lotto'],
      ['betting-alphabet/a/b/c', 'betting-alphabet'],
      ['news', 'news'],
      ['news/some-story', 'news'],
      ['ourpartners/media', 'ourpartners'],
      ['landing-page/summer', 'landing-page'],
      ['games', 'games'],
      ['games/quiz', 'games'],
      ['hunting-and-fishing', 'hunting-and-fishing'],
      ['betting-awards', 'betting-awards'],
      ['mobile-app', 'mobile-app'],
      ['desktop-app', 'desktop-app'],
    ];
    for (const [path, name] of pages) expectPage(path, { name, shell: 'default' });
  });

  it('serves each champ page with home, final, event, favorites and game', () => {
    for (const champ of ['champ', 'epl', 'laliga', 'europaleague', 'ipl']) {
      expectPage(champ, { name: champ, remote: 'betting' });
      expectPage(`${champ}/final`, { name: `${champ}.final` });
      expectPage(`${champ}/event/15`, { name: `${champ}.event` });
      expectPage(`${champ}/favorites`, { name: `${champ}.favorites` });
      expectPage(`${champ}/game/15-final`, { name: `${champ}.game` });
    }
  });

  it('serves the cyber and toto pages', () => {
    expectPage('cyber/live/all', { name: 'cyber.all' });
    expectPage('cyber/live/7-dota', { name: 'cyber' });
    expectPage('cyber/live/7-dota/99-major', { name: 'cyber' });
    expectPage('cyber/live/champs', { name: 'cyber.champs' });
    expectPage('cyber/live/game/4-final', { name: 'cyber.game' });
    expect(matchRoute('cyber/esports/all')).toBeNull();
    for (const sub of ['next', 'coupons', 'draws', 'nonimees']) expectPage(`toto/${sub}`, { name: `toto.${sub}` });
    expectPage('toto/draw', { name: 'toto.draw' });
    expectPage('toto', { name: 'toto' });
  });

  it('serves the marble, UFC, politics and top games pages with their tabs and game pages', () => {
    for (const page of ['marble', 'ufc', 'topgame']) {
      expectPage(page, { name: page, remote: 'betting' });
      expect(matchRoute(`${page}/live`)?.params).toEqual({ section: 'live' });
      expectPage(`${page}/line`, { name: page });
      expect(matchRoute(`${page}/prematch`)).toBeNull();
    }
    expect(matchRoute('marble/live/50-marble-football')?.params).toEqual({
      section: 'live',
      sport: '50-marble-football',
    });
    expectPage('politics', { name: 'politics' });
    expect(matchRoute('politics/61-presidential-elections')?.params).toEqual({ champ: '61-presidential-elections' });
    for (const page of ['marble', 'ufc', 'politics', 'topgame']) {
      expect(matchRoute(`${page}/game/77-comet-ruby`)?.route).toMatchObject({
        name: `${page}.game`,
        remote: 'betting',
      });
      expect(matchRoute(`${page}/game/not-a-game`)).toBeNull();
    }
  });

  it('accepts only live or line as a sport section', () => {
    expect(matchRoute('live/1-football')?.params).toEqual({ section: 'live', sport: '1-football' });
    expect(matchRoute('prematch/1-football')).toBeNull();
    expect(matchRoute('line/football')).toBeNull();
  });

  it('accepts only the lotto sections catalog, results and view', () => {
    for (const section of ['catalog', 'results', 'view']) {
      expect(matchRoute(`lotto/${section}/3`)?.params).toEqual({ sectionName: section, lottoId: '3' });
    }
    expect(matchRoute('lotto/archive')).toBeNull();
  });

  it('accepts only live or zone as a results type', () => {
    expectPage('results', { name: 'results', remote: 'results' });
    expectPage('results/live', { name: 'results' });
    expectPage('results/zone', { name: 'results' });
    expect(matchRoute('results/past')).toBeNull();
  });

  it('serves the information pages, the account-side exempt ones included, through the info remote', () => {
    const pages = [
      'contacts',
      'about',
      'cookies',
      'licenses',
      'rules',
      'responsiblegaming',
      'amlpolicy',
      'kycpolicy',
      'disputeresolution',
      'payment',
      'calc',
      'cash_terminals',
      'howbet',
      'betting-calculator',
      'points',
      'taxes',
      'mainrules',
      'simpleidentification',
      'consent',
      'privacypolicy',
      'amlkyc',
      'smsbets',
    ];
    for (const page of pages) {
      expectPage(`information/${page}`, {
        name: `information.${page}`,
        remote: 'info',
        flags: { exemptFromIdentification: true, allowedWhileBanned: true },
      });
    }
    expectPage('information', { name: 'information', remote: 'info' });
    expectPage('information/rules/sport/3', { name: 'information.rules' });
    expectPage('rules-frame', { name: 'rules-frame', shell: 'clear', flags: { exemptFromIdentification: true } });
  });

  it('serves every office route to logged-in users only', () => {
    const office = [
      'menu',
      'menu/profile',
      'menu/settings',
      'menu/promo',
      'messages',
      'historypay',
      'session-history',
      'mailing-settings',
      'account-settings',
      'wallets',
      'cashback',
      'promo-code-check',
      'promo-code-history',
      'disallow-sports',
      'bonuses',
      'history',
      'history/123/powerbet',
      'history-mail',
      'history-clear',
      'history-casino-mail',
      'security',
      'identification',
      'recharge',
      'deduce',
      'security-account',
      'security-question',
      'security-auth-by-email',
      'two-factor-auth/enable',
      'two-factor-auth/disable',
      'phone-binding',
      'phone-activate',
      'phone-change',
      'change-password',
      'change-login',
      'specialoffers',
      'account',
      'account/edit',
      'account/identification',
      'verification',
      'activation-email',
      'email-change',
      'email-subscription',
      'convert-account',
      'bonuses/deposit',
      'bonuses/wager',
      'casino',
      'slots',
      'casino/vipcashback',
      'casino/premiumcashback',
      'bringfriend',
      'bringfriend-banners',
      'responsible',
      'rewards',
      'payment/requests',
      'payment/create-request',
      'payment/create-request/4',
      'payment/create-request/4/transactions',
      'payment/create-request/4/transactions/77',
      'payment/create-request/4/9',
    ];
    for (const path of office) {
      const found = matchRoute(`office/${path}`);
      expect(found?.route.remote, path).toBe('office');
      expect(found?.route.flags, path).toMatchObject({ needsLogin: true });
    }
    for (const route of ROUTES.filter(({ pattern }) => pattern.startsWith('office/'))) {
      expect(route.flags, route.name).toMatchObject({ needsLogin: true });
    }
    expectPage('office/history/123/powerbet', { name: 'office.history.powerbet' });
    expectPage('office/payment/create-request/4/transactions', { name: 'office.payment.create-request.transactions' });
    expectPage('office/payment/create-request/4/9', { name: 'office.payment.create-request' });
  });

  it('serves the user routes, registration and login to visitors only', () => {
    expectPage('registration', { name: 'registration', flags: { visitorOnly: true } });
    expectPage('registration/socialregistration', { name: 'registration', flags: { visitorOnly: true } });
    expect(matchRoute('registration/quick')).toBeNull();
    expectPage('user/registration', { name: 'user.registration', flags: { visitorOnly: true } });
    expectPage('user/login', { name: 'user.login', remote: 'office', flags: { visitorOnly: true } });
    expectPage('auth', { name: 'auth', flags: { visitorOnly: true } });
    expectPage('user/forgotpassword', { name: 'user.forgotpassword' });
    expectPage('user/opened-bets', { name: 'user.opened-bets', remote: 'betting' });
    expectPage('user/opened-bets/55/powerbet', { name: 'user.opened-bets.powerbet', remote: 'betting' });
    expectPage('user/coupon', { name: 'user.coupon', remote: 'betting' });
    for (const name of ['activate', 'activatefast', 'passwordreset', 'stopnewsletter']) {
      expectPage(`user/${name}`, { name: `user.${name}` });
    }
    expectPage('user/accountverify', { name: 'user.accountverify', flags: { exemptFromBlock: true } });
    expectPage('user/confirm-terms', { name: 'user.confirm-terms' });
  });

  it('accepts under user only the listed route names', () => {
    expect(matchRoute('user/profile')).toBeNull();
    expect(matchRoute('user')).toBeNull();
    const userRoutes = ROUTES.filter(({ pattern }) => pattern.startsWith('user/')).map(({ name }) => name);
    expect(userRoutes.sort()).toEqual(
      [
        'user.accountverify',
        'user.activate',
        'user.activatefast',
        'user.confirm-terms',
        'user.coupon',
        'user.forgotpassword',
        'user.login',
        'user.opened-bets',
        'user.opened-bets.powerbet',
        'user.passwordreset',
        'user.registration',
        'user.stopnewsletter',
      ].sort(),
    );
  });

  it('serves support and the payment return pages', () => {
    for (const path of ['support', 'support/email', 'support/contacts'])
      expectPage(path, { name: path.replace('/', '.') });
    expectPage('callback', { name: 'callback' });
    expectPage('call-history', { name: 'call-history', flags: { needsLogin: true } });
    for (const state of ['success', 'fail', 'pending', 'cancel']) {
      expectPage(`onpay/${state}`, { name: `onpay.${state}`, flags: { isPayment: true } });
      expectPage(`onpay/withdraw/${state}`, { name: `onpay.withdraw.${state}`, flags: { isPayment: true } });
    }
    expectPage('payment-consultant', { name: 'payment-consultant', remote: 'payment-consultant' });
  });

  it('serves the casino pages in the third-party shell', () => {
    const pages: [string, string][] = [
      ['slots', 'casino-section'],
      ['live-casino/roulette', 'casino-section'],
      ['slots/thankyou', 'casino-section.thankyou'],
      ['slots/vulkan', 'slots.vulkan'],
      ['game/42/book-of-ra', 'game'],
      ['bingo', 'bingo'],
      ['casino-lobby', 'casino-lobby'],
      ['casino-search', 'casino-search'],
      ['virtualsports', 'virtualsports'],
      ['scratchcards', 'scratchcards'],
      ['tvgames', 'tvgames'],
      ['fishinghunting', 'fishinghunting'],
      ['crash-games', 'crash-games'],
      ['keno', 'keno'],
      ['asian-games', 'asian-games'],
      ['card-games', 'card-games'],
      ['fast-bet', 'fast-bet'],
      ['skill-games', 'skill-games'],
      ['poker', 'poker'],
      ['providers', 'providers'],
      ['providers/netent', 'providers'],
      ['my-casino/favorites', 'my-casino.favorites'],
      ['my-casino/recommended', 'my-casino.recommended'],
      ['my-casino/authorization', 'my-casino.authorization'],
      ['bonus/casino', 'bonus.casino'],
      ['bonus/casino/8', 'bonus.casino'],
      ['bonus/casino/tournaments', 'bonus.casino.tournaments'],
      ['bonus/casino/promotions', 'bonus.casino.promotions'],
      ['bonus/casino/promo', 'bonus.casino.promo'],
      ['bonus/casino/tournaments/3', 'bonus.casino.tournaments'],
      ['bonus/casino/tournaments/3/results', 'bonus.casino.tournaments.results'],
    ];
    for (const [path, name] of pages) expectPage(path, { name, shell: 'third-party', remote: 'casino' });
    for (const route of ROUTES.filter(({ shell }) => shell === 'third-party')) {
      expect(route.flags, route.name).toHaveProperty('isThirdParty');
    }
    expectPage('game/42/book-of-ra', { name: 'game', flags: { hidesFooter: true, hidesSeoText: true } });
  });

  it('serves the promotions pages', () => {
    const pages: [string, string][] = [
      ['bonus/rules', 'bonus.rules'],
      ['bonus/rules/slot_first_deposit', 'bonus.rules'],
      ['bonus/games', 'bonus.games'],
      ['bonus/partners/5', 'bonus.partners'],
      ['specialoffer/rules/5', 'specialoffer.rules'],
      ['specialoffer/games', 'specialoffer.games'],
      ['specialoffer/partners/5', 'specialoffer.partners'],
      ['bonuses-offers/rules', 'bonuses-offers.rules'],
      ['bonuses-offers/games', 'bonuses-offers.games'],
      ['bonuses-offers/partners/5', 'bonuses-offers.partners'],
      ['promotions', 'promotions'],
      ['promotions/12', 'promotions'],
      ['promo', 'promo'],
      ['bonus/landing/spring', 'bonus.landing'],
      ['allgamesentrance', 'allgamesentrance'],
      ['allgamesentrance/chest', 'allgamesentrance'],
      ['games-landing/winter', 'games-landing'],
    ];
    for (const [path, name] of pages) expectPage(path, { name, remote: 'promotions' });
    expectPage('bonus/headless/spring', { name: 'bonus.headless', shell: 'clear', remote: 'promotions' });
    for (const prefix of ['bonus', 'specialoffer', 'bonuses-offers']) {
      expectPage(`${prefix}/rules/3`, { name: `${prefix}.rules`, flags: { requiredRoute: 47 } });
    }
  });

  it('accepts exactly fortuna, chest, memory, safe and lottery as bonus games', () => {
    for (const game of ['fortuna', 'chest', 'memory', 'safe', 'lottery']) {
      expect(matchRoute(game)?.route.name).toBe('bonus-game');
      expect(matchRoute(`allgamesentrance/${game}`)?.params).toEqual({ gameRoute: game });
    }
    expect(matchRoute('roulette')).toBeNull();
    expect(matchRoute('allgamesentrance/roulette')).toBeNull();
  });

  it('serves the block pages in the blocked shell', () => {
    for (const page of ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension']) {
      expectPage(page, {
        name: page,
        shell: 'blocked',
        remote: 'info',
        flags: { isBlockPage: true, isTechnical: true },
      });
    }
    expectPage('block-appeal-history', { name: 'block-appeal-history', flags: { bannedOnly: true } });
    expectPage('maintenance', { name: 'maintenance', shell: 'maintenance', flags: { isMaintenancePage: true } });
    expectPage('500', { name: '500', flags: { isTechnical: true } });
    expectPage('oldbrowser', { name: 'oldbrowser' });
    expectPage('internal-vpn', { name: 'internal-vpn' });
    expectPage('statisticpopup/1/2/3', { name: 'statisticpopup', shell: 'empty' });
    expectPage('debugger', { name: 'debugger', flags: { devOnly: true } });
  });
});
