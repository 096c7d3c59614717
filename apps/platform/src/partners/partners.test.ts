import { describe, expect, it } from 'vitest';
import { completeDeposit, paymentsAppOfFile } from '../payments/payments-test-helpers';
import { SESSION_COOKIE } from '../session/session-cookie';
import { ADMIN, XHR } from '../testing/test-app';
import { partnerReport } from './partner-report';

const platform = paymentsAppOfFile();
const DAY = 86_400;

const land = (query: string, referer?: string) =>
  platform.app.inject({ url: `/en${query}`, headers: referer ? { referer } : {} });
const cookiesOf = (response: Awaited<ReturnType<typeof land>>) =>
  Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));

describe('partner cookies', () => {
  it('keeps a reflink tag 60 days with its promo code, and the partner of affid and a tag as long', async () => {
    const page = await land('?btag=spring_24&promocode=WELCOME10&affid=1207&subid=feed-3&r=Ab12cd');
    const jar = cookiesOf(page);
    expect(jar.btag).toMatchObject({ value: 'spring_24', maxAge: 60 * DAY, path: '/', httpOnly: true });
    expect(jar.promocode).toMatchObject({ value: 'WELCOME10', maxAge: 60 * DAY });
    expect(jar.partner_id).toMatchObject({ value: '1207', maxAge: 60 * DAY });
    expect(jar.subid).toMatchObject({ value: 'feed-3', maxAge: 60 * DAY });
    expect(jar.short_reflink).toMatchObject({ value: 'Ab12cd', maxAge: 60 * 60 });
  });

  it('keeps the partner of a click and utm 30 days, the click a moment or 30 days with pb, the linking site a day', async () => {
    const once = cookiesOf(await land('?aip=55&click_id=c-901&utm_source=news', 'https://partner.example/page?x=1'));
    expect(once.partner_id).toMatchObject({ value: '55', maxAge: 30 * DAY });
    expect(once.postback_watcher).toMatchObject({ value: 'c-901', maxAge: 4 });
    expect(once.bf_referral).toMatchObject({ value: 'https://partner.example', maxAge: DAY });
    expect(cookiesOf(await land('?qtag=q1&click_id=c-902&pb=1')).postback_watcher).toMatchObject({
      maxAge: 30 * DAY,
    });
  });

  it('sets nothing for the site’s own links, malformed values or calls to the API', async () => {
    expect((await land('?btag=<script>&affid=12a&r=x', 'http://localhost:80/en')).cookies).toEqual([]);
    expect((await land('?aip=55')).cookies).toEqual([]);
    const api = await platform.app.inject({ url: '/web-api/session?btag=spring' });
    expect(api.cookies.some((cookie) => cookie.name === 'btag')).toBe(false);
  });
});

describe('partner attribution', () => {
  it('goes with the registration, and the operator sees sign-ups and deposits by partner and tag', async () => {
    const tag = `t${Date.now()}`;
    const jar = cookiesOf(await land(`?tag=${tag}&affid=88&promocode=P1&subid=s1&click_id=k1&pb=1`));
    const cookie = Object.values(jar)
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
    const register = () =>
      platform.app.inject({
        method: 'POST',
        url: '/web-api/registration/one-click',
        headers: { ...XHR, cookie },
        payload: { currency_id: 1, country_id: 643, bonus_choice: 0 },
      });
    const first = await register();
    const second = await register();
    const [row] = await platform.db.query('select * from partner_attributions where user_id = $1', [
      first.json<{ user_id: number }>().user_id,
    ]);
    expect(row).toMatchObject({
      partner_id: '88',
      tag_kind: 'tag',
      tag,
      promo_code: 'P1',
      sub_id: 's1',
      click_id: 'k1',
      short_reflink: null,
    });
    const session = first.cookies.find((one) => one.name === SESSION_COOKIE)?.value ?? '';
    await completeDeposit(platform.app, platform.db, `${SESSION_COOKIE}=${session}`, '500');
    expect(second.statusCode).toBe(200);

    const report = (await partnerReport.run({ db: platform.db, nowSeconds: 0 }, {})) as {
      partners: { tag: string | null; partnerId: string | null; signUps: number; depositors: number }[];
    };
    expect(report.partners.find((one) => one.tag === tag)).toEqual({
      partnerId: '88',
      tagKind: 'tag',
      tag,
      signUps: 2,
      depositors: 1,
      deposits: { RUB: '500.00' },
    });
    const api = await platform.app.inject({ url: '/admin-api/partners/report', headers: ADMIN });
    expect(api.statusCode).toBe(200);
  });
});
