import styles from './form.module.css';

/** Class names of the shared form look: fields, action rows, buttons, alerts. */
export const formStyles = styles;
