import type { BonusGame } from '@betfront/contract/bonuses';
import type { Translate } from '@betfront/remote-kit';
import type { ComponentType } from 'react';
import { ChestGame } from './chest-game';
import { FortunaWheel } from './fortuna-wheel';
import { LotteryGame } from './lottery-game';
import { MemoryGame } from './memory-game';
import { SafeGame } from './safe-game';

type GameProps = { lng: string; isPlayer: boolean; t: Translate };

const GAMES: Readonly<Record<BonusGame, ComponentType<GameProps>>> = {
  fortuna: FortunaWheel,
  chest: ChestGame,
  memory: MemoryGame,
  safe: SafeGame,
  lottery: LotteryGame,
};

/** The stage of one bonus game. */
export function BonusGameView({ game, ...props }: GameProps & { game: BonusGame }) {
  const Game = GAMES[game];
  return <Game {...props} />;
}
