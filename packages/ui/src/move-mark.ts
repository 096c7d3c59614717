import styles from './move-mark.module.css';

/** The class that shows an element's `data-move` ("up" or "down") as the odds buttons show a coef's move. */
export const MOVE_MARK_CLASS: string = styles.mark ?? '';
