import styles from './visually-hidden.module.css';

/**
 * The class of content read by assistive technology but not shown (a table's caption, a field's label, an
 * icon's words, a live announcement): one rule for the kit and the app, where an element of its own (`span`,
 * `input`, `p`) is needed rather than a component.
 */
export const visuallyHidden = styles.visuallyHidden;
