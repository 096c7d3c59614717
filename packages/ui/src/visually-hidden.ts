import styles from './visually-hidden.module.css';

/** The class of text meant for screen readers only: it takes no room on screen. */
export const VISUALLY_HIDDEN_CLASS: string = styles.hidden ?? '';
