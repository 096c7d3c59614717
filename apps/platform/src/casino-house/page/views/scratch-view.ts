import { el, pause, prefersLessMotion } from '../dom';
import { t } from '../texts';
import type { ViewFactory } from '../view';

/** A card of nine covered fields: buying reveals them one by one, the winning three glow. */
export const scratchView: ViewFactory = () => {
  const fields = Array.from({ length: 9 }, () => el('div', 'scratch__field', '?'));
  const card = el('div', 'scratch__card', ...fields);
  return {
    stage: el('div', 'stage stage--scratch', card, el('p', 'stage__note', t('scratch.rules'))),
    actionLabel: t('scratch.buy'),
    roundBody: () => ({}),
    async show(answer) {
      if (answer.outcome.engine !== 'scratch') return;
      const { fields: amounts, multiplier } = answer.outcome;
      fields.forEach((field) => {
        field.textContent = '?';
        field.className = 'scratch__field';
      });
      for (const [index, field] of fields.entries()) {
        if (!prefersLessMotion()) await pause(110);
        field.textContent = `×${Number(amounts[index])}`;
        field.classList.add('scratch__field--open');
        if (amounts[index] === multiplier) field.classList.add('scratch__field--win');
      }
    },
  };
};
