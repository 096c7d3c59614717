import type { VirtualKind } from '@betfront/contract/virtual';
import { dice } from './dice';
import { football } from './football';
import type { GameKind } from './game-kind';
import { horses } from './horses';
import { tennis } from './tennis';
import { wheel } from './wheel';

export const GAME_KINDS: Readonly<Record<VirtualKind, GameKind>> = { football, tennis, horses, dice, wheel };
