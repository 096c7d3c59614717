import { memo, useRef } from 'react';
import { OddsButton as PriceButton } from '@betfront/ui';
import { formatCoef } from '../odds/coef-format';
import { useBettingPrefs } from '../prefs/use-betting-prefs';
import { useGamesPage } from './page-context';
import { useMoveMark } from './use-move-mark';
import { usePriceMoves } from './use-price-moves';
import { useSelected } from './use-selected';

/** Rewrites the text React drew in place, keeping its node: a cheaper change for the browser than a new one. */
function setText(element: HTMLElement, text: string): void {
  const node = element.firstChild;
  if (node && node === element.lastChild && node.nodeType === Node.TEXT_NODE) node.nodeValue = text;
  else element.textContent = text;
}

interface OddsButtonProps {
  selectionId: string;
  /** The selection's short name: "1", "Over 2.5", "1 (-1.5)". */
  name: string;
  coef: string | null;
  /** The game is suspended or the selection not offered now. */
  locked: boolean;
  /** Shows the name beside the coef (game pages); lists show the coef only under column headings. */
  showName?: boolean;
}

/** One selection's odds: click adds it to the coupon or takes it out; it shows moves of the coef for a moment. */
export const OddsButton = memo(function OddsButton({
  selectionId,
  name,
  coef,
  locked,
  showName = false,
}: OddsButtonProps) {
  const { pick, t } = useGamesPage();
  const { coefViewId } = useBettingPrefs();
  const selected = useSelected(selectionId);
  const button = useRef<HTMLButtonElement>(null);
  const coefText = useRef<HTMLSpanElement>(null);
  const moves = useMoveMark(coefText, coef);
  usePriceMoves(selectionId, (moved) => {
    // A closed selection shows a padlock; it is drawn again by React when it opens.
    if (!coefText.current || button.current?.disabled) return;
    setText(coefText.current, formatCoef(moved, coefViewId));
    moves.mark(coefText.current, moved);
  });
  return (
    <PriceButton
      ref={button}
      priceRef={coefText}
      data-selection-id={selectionId}
      label={name}
      price={locked || coef === null ? null : formatCoef(coef, coefViewId)}
      picked={selected}
      lockedLabel={t('betting.odds.locked')}
      showLabel={showName}
      onClick={() => pick(selectionId)}
    />
  );
});
