import styles from './buttons.module.css';

/** The classes of the two button weights, for a button or a link that acts as one: one primary per view. */
export const BUTTON_CLASS = { primary: styles.primary ?? '', secondary: styles.secondary ?? '' } as const;
