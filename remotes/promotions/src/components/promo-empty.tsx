import { EmptyState } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import type { PromoContent, PromotionsData } from '../promotions-data';

type Onward = { path: string; key: string };

const PROMO: Onward = { path: 'promo', key: 'promotions' };
const RULES: Onward = { path: 'bonus/rules', key: 'rules' };
const BONUS_GAMES: Onward = { path: 'allgamesentrance', key: 'bonus_games' };
const LOGIN: Onward = { path: 'user/login', key: 'login' };

const ONWARD: Readonly<Record<Exclude<PromoContent, 'bonus-games'>, readonly Onward[]>> = {
  promotions: [RULES, { path: 'office/bonuses', key: 'my_bonuses' }],
  promotion: [PROMO, RULES],
  rules: [PROMO, { path: 'information/rules', key: 'site_rules' }],
  'bonus-rules': [RULES, PROMO],
  games: [PROMO, { path: 'casino-lobby', key: 'casino' }],
  partner: [PROMO, RULES],
  landing: [PROMO, { path: 'registration', key: 'registration' }],
  'bonus-game': [BONUS_GAMES, LOGIN],
  'games-project': [PROMO, BONUS_GAMES],
  'project-game': [{ path: 'games', key: 'games_project' }, PROMO],
  'hunting-and-fishing': [PROMO, { path: 'fishinghunting', key: 'fishinghunting' }],
  'betting-awards': [PROMO, { path: 'line', key: 'line' }],
};

interface PromoEmptyProps {
  lng: string;
  data: PromotionsData;
  /** The bonus games index shows its games instead. */
  content: Exclude<PromoContent, 'bonus-games'>;
  t: Translate;
}

export function PromoEmpty({ lng, data, content, t }: PromoEmptyProps) {
  return (
    <EmptyState
      title={t(`promotions.empty.${content}.title`, data.vars)}
      text={t(`promotions.empty.${content}.text`, data.vars)}
      linksLabel={t('promotions.empty.links_label')}
      links={ONWARD[content].map(({ path, key }) => ({ href: `/${lng}/${path}`, label: t(`promotions.link.${key}`) }))}
    />
  );
}
