import type {
  CashTerminalsAnswer,
  ContentPage,
  ContentPageSlug,
  PaymentMethodsAnswer,
  RuleChapter,
  RulesIndex,
} from '@betfront/contract/content';
import type { Fetcher } from '@betfront/remote-kit';
import type { Article } from '@betfront/contract/articles';
import infoEn from '../../../../apps/platform/src/dictionaries/data/info/en.json';
import infoRu from '../../../../apps/platform/src/dictionaries/data/info/ru.json';
import newsEn from '../../../../apps/platform/src/dictionaries/data/news/en.json';
import newsRu from '../../../../apps/platform/src/dictionaries/data/news/ru.json';

const en = { ...infoEn, ...newsEn };
const ru = { ...infoRu, ...newsRu };

/** Platform answers for the info remote's tests, shaped exactly as the content contract says. */
export function pageFixture(slug: ContentPageSlug): ContentPage {
  return {
    slug,
    lang: 'en',
    title: `Page ${slug}`,
    description: `What the ${slug} page is about, in one sentence.`,
    sections: [
      {
        id: 'basics',
        title: 'Basics',
        blocks: [
          { type: 'paragraph', text: 'Betting is entertainment <b>only</b>.' },
          { type: 'list', ordered: true, items: ['Register', 'Deposit'] },
          { type: 'table', columns: ['Term', 'Meaning'], rows: [['Odds', 'The win multiplier']] },
          {
            type: 'links',
            items: [
              { label: 'Rules', href: '/information/rules' },
              { label: 'Mail us', href: 'mailto:support@betfront.example' },
            ],
          },
          { type: 'note', text: 'Only for persons over 18.' },
        ],
      },
      { id: 'sport', title: 'Sport', blocks: [{ type: 'paragraph', text: 'Partner of the Northern Hockey League.' }] },
      {
        id: 'bet-calculator',
        title: 'A new betting calculator',
        blocks: [{ type: 'paragraph', text: 'Work it out.' }],
      },
    ],
  };
}

const chapter = (slug: string, title: string): RuleChapter => ({
  slug,
  title,
  sections: [{ id: slug, title, blocks: [{ type: 'paragraph', text: `${title}: how bets are settled.` }] }],
});

const groups = [
  {
    slug: 'general',
    title: 'General terms',
    description: 'Who may bet, the player account and the key terms.',
    chapters: [chapter('terms', 'Terms'), chapter('account', 'Account')],
  },
  {
    slug: 'sport',
    title: 'Sports betting',
    description: 'Settlement by sport, postponed and abandoned matches.',
    chapters: [chapter('football', 'Football'), chapter('tennis', 'Tennis')],
  },
];

export const rulesIndexFixture: RulesIndex = {
  groups: groups.map((group) => ({ ...group, chapters: group.chapters.map(({ slug, title }) => ({ slug, title })) })),
};

export const terminalsFixture: CashTerminalsAnswer = {
  cities: [
    { slug: 'moscow', name: 'Moscow' },
    { slug: 'kazan', name: 'Kazan' },
  ],
  terminals: [
    {
      id: 1,
      city: 'moscow',
      cityName: 'Moscow',
      address: '43 Lesnaya St.',
      hours: 'open 24 hours',
      landmark: 'Belorusskaya metro',
    },
    {
      id: 2,
      city: 'moscow',
      cityName: 'Moscow',
      address: '62 Leningradsky Ave.',
      hours: 'daily 08:00–24:00',
      landmark: '',
    },
    { id: 7, city: 'kazan', cityName: 'Kazan', address: '51 Baumana St.', hours: 'daily 08:00–24:00', landmark: '' },
  ],
};

export const paymentMethodsFixture: PaymentMethodsAnswer = {
  methods: [
    {
      id: 'visa-mastercard',
      name: 'Visa / Mastercard bank card',
      kind: 'card',
      currency: 'RUB',
      deposit: { min: '100', max: '600000', feePercent: '0', processingTime: 'instantly' },
      withdrawal: { min: '500', max: '600000', feePercent: '0', processingTime: 'up to 1 working day' },
    },
    {
      id: 'mobile-operators',
      name: 'Mobile phone balance',
      kind: 'mobile',
      currency: 'RUB',
      deposit: { min: '100', max: '15000', feePercent: '5.5', processingTime: 'instantly' },
      withdrawal: null,
    },
  ],
};

const siteConfig = {
  projectName: 'betfront',
  domain: 'betfront.example',
  defaultLanguage: 'ru',
  features: [3, 7],
  routes: [47],
  maintenance: {
    started_at: 1_900_000_000,
    ended_at: 1_900_007_200,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: true,
    web_state: 1,
  },
};

const newsItem = (slug: string, title: string, day: string): Article => ({
  kind: 'news',
  slug,
  category: null,
  title,
  summary: `${title}: what changed.`,
  published_at: `2026-11-${day}T09:00:00.000Z`,
  ends_at: null,
  sections: [{ id: 'what', title: 'What changed', blocks: [{ type: 'paragraph', text: `${title} in detail.` }] }],
});

export const newsFixture: Article[] = [
  newsItem('bet-calculator', 'A new betting calculator', '20'),
  newsItem('live-streams', 'Streams on mobile', '02'),
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The dictionaries the remote asks for by themselves, by language and query. */
const DICTIONARIES: Readonly<Record<string, unknown>> = {
  'ru?ids=info': { ids: ['info'], lang: 'ru', entries: infoRu },
  'en?ids=info': { ids: ['info'], lang: 'en', entries: infoEn },
  'ru?ids=news': { ids: ['news'], lang: 'ru', entries: newsRu },
  'en?ids=news': { ids: ['news'], lang: 'en', entries: newsEn },
};

const notFound = () => json({ error: { code: 'not_found', message: 'not found' } }, 404);

/** A fetch that answers the platform's content calls from the fixtures above and records every URL. */
export function createFixtureFetch(calls: string[] = []): Fetcher {
  return async (input) => {
    calls.push(input);
    const url = new URL(input, 'http://platform.test');
    const parts = url.pathname.split('/').filter(Boolean);
    if (url.pathname.startsWith('/web-api/content/pages/')) return json(pageFixture(parts[3] as ContentPageSlug));
    if (url.pathname === '/web-api/content/rules') return json(rulesIndexFixture);
    if (url.pathname.startsWith('/web-api/content/rules/')) {
      const group = groups.find((candidate) => candidate.slug === parts[3]);
      if (!group) return notFound();
      if (parts.length === 4) return json(group);
      const found = group.chapters.find((candidate) => candidate.slug === parts[4]);
      const summary = rulesIndexFixture.groups.find((candidate) => candidate.slug === group.slug);
      return found ? json({ group: summary, chapter: found }) : notFound();
    }
    if (url.pathname === '/web-api/articles') {
      return json({ articles: newsFixture.map(({ sections: _sections, ...summary }) => summary) });
    }
    if (url.pathname.startsWith('/web-api/articles/news/')) {
      const found = newsFixture.find((article) => article.slug === parts[3]);
      return found ? json(found) : notFound();
    }
    if (url.pathname === '/web-api/content/cash-terminals') return json(terminalsFixture);
    if (url.pathname === '/web-api/content/payment-methods') return json(paymentMethodsFixture);
    if (url.pathname === '/bff-api/config/all.json') return json(siteConfig);
    const dictionary = url.pathname.startsWith('/bff-api/dictionaries/')
      ? DICTIONARIES[url.pathname.slice(-2) + url.search]
      : undefined;
    if (dictionary) return json(dictionary);
    return notFound();
  };
}

export const infoDictionaries = { ru, en };
