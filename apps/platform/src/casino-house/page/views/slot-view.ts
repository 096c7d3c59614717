import type { SpinView } from '@betfront/contract/casino-house';
import { PAYLINES, REELS, ROWS, SCATTER, WILD } from '../../engines/slot';
import type { SymbolSet } from '../../engines/game-settings';
import { el, pause, prefersLessMotion } from '../dom';
import { SYMBOL_HUES, symbolLabel } from '../symbols';
import { t } from '../texts';
import type { ViewFactory } from '../view';

/** The 5×3 reels: they blur while spinning, stop one by one, and light the winning lines. */
export const slotView: ViewFactory = ({ session }) => {
  const set = session.game.symbols as SymbolSet;
  const cells: HTMLElement[][] = [];
  const reels = el('div', 'slot__reels');
  for (let reel = 0; reel < REELS; reel += 1) {
    const column = el('div', 'slot__reel');
    cells.push(Array.from({ length: ROWS }, () => column.appendChild(el('div', 'slot__cell'))));
    reels.append(column);
  }
  const banner = el('p', 'slot__banner');
  const stage = el('div', 'stage stage--slot', reels, banner, el('p', 'stage__note', t('slot.lines')));

  const paint = (cell: HTMLElement, symbol: number) => {
    cell.textContent = symbolLabel(set, symbol);
    cell.className = 'slot__cell';
    if (symbol === WILD) cell.classList.add('slot__cell--wild');
    else if (symbol === SCATTER) cell.classList.add('slot__cell--scatter');
    else cell.style.setProperty('--hue', String(SYMBOL_HUES[symbol] ?? 0));
    if (symbol === 6) cell.classList.add('slot__cell--top');
  };
  const random = () => Math.floor(Math.random() * 9);
  cells.forEach((column) => column.forEach((cell) => paint(cell, random())));

  async function showSpin(spin: SpinView) {
    const quick = prefersLessMotion();
    reels.classList.add('slot__reels--spinning');
    for (let reel = 0; reel < REELS; reel += 1) {
      if (!quick) {
        for (let tick = 0; tick < 4; tick += 1) {
          for (let r = reel; r < REELS; r += 1) cells[r]?.forEach((cell) => paint(cell, random()));
          await pause(45);
        }
      }
      cells[reel]?.forEach((cell, row) => paint(cell, spin.grid[reel]?.[row] ?? 0));
      cells[reel]?.[0]?.parentElement?.classList.add('slot__reel--stopped');
    }
    reels.classList.remove('slot__reels--spinning');
    for (const win of spin.lineWins) {
      const rows = PAYLINES[win.line] ?? [];
      for (let reel = 0; reel < win.count; reel += 1) cells[reel]?.[rows[reel] ?? 0]?.classList.add('slot__cell--win');
    }
    if (spin.scatters >= 3) {
      cells.forEach((column) =>
        column.forEach(
          (cell) => cell.classList.contains('slot__cell--scatter') && cell.classList.add('slot__cell--win'),
        ),
      );
    }
    if (spin.pays > 0 && !quick) await pause(500);
  }

  return {
    stage,
    actionLabel: t('slot.spin'),
    roundBody: () => ({}),
    async show(answer) {
      if (answer.outcome.engine !== 'slot') return;
      banner.textContent = '';
      reels.querySelectorAll('.slot__reel--stopped').forEach((reel) => reel.classList.remove('slot__reel--stopped'));
      await showSpin(answer.outcome.base);
      const free = answer.outcome.freeSpins;
      if (free.length > 0) {
        banner.textContent = t('slot.free_spins_won', { count: free.length });
        await pause(900);
        for (const [index, spin] of free.entries()) {
          banner.textContent = t('slot.free_spins', { count: free.length - index - 1 });
          await showSpin(spin);
        }
      }
    },
  };
};
