import {
  mdiBadminton,
  mdiBasketball,
  mdiBilliards,
  mdiBoxingGlove,
  mdiBullseyeArrow,
  mdiControllerClassic,
  mdiCricket,
  mdiHandball,
  mdiHockeyPuck,
  mdiKarate,
  mdiPistol,
  mdiShieldSword,
  mdiSoccer,
  mdiSoccerField,
  mdiSwordCross,
  mdiTableTennis,
  mdiTennis,
  mdiTrophyOutline,
  mdiVolleyball,
} from '@mdi/js';
import { Icon } from './icon';

const SPORT_PATHS: Readonly<Record<string, string>> = {
  football: mdiSoccer,
  'ice-hockey': mdiHockeyPuck,
  basketball: mdiBasketball,
  tennis: mdiTennis,
  volleyball: mdiVolleyball,
  'table-tennis': mdiTableTennis,
  handball: mdiHandball,
  cricket: mdiCricket,
  mma: mdiKarate,
  boxing: mdiBoxingGlove,
  futsal: mdiSoccerField,
  badminton: mdiBadminton,
  snooker: mdiBilliards,
  darts: mdiBullseyeArrow,
  cs2: mdiPistol,
  'dota-2': mdiSwordCross,
  'league-of-legends': mdiShieldSword,
  valorant: mdiPistol,
  efootball: mdiControllerClassic,
};

/** A sport's pictogram by its slug; a cup for a sport without one of its own. */
export function SportIcon({ slug, label, size }: { slug: string; label?: string; size?: number }) {
  return <Icon path={SPORT_PATHS[slug] ?? mdiTrophyOutline} label={label} size={size} />;
}
