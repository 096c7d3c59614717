import { LinkGrid } from '@betfront/ui';
import type { Translate } from '@betfront/remote-kit';
import { BONUS_GAMES } from '../promotions-catalog';

export function BonusGamesGrid({ lng, t }: { lng: string; t: Translate }) {
  const items = BONUS_GAMES.map((game) => ({
    href: `/${lng}/allgamesentrance/${game}`,
    label: t(`promotions.game.${game}.heading`),
    hint: t(`promotions.game.${game}.description`),
  }));
  return <LinkGrid label={t('promotions.bonus_games_label')} items={items} />;
}
